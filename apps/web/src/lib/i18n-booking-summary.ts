// The 'booking-summary' namespace (the booking's summary and its price, shown by the /rent wizard and the
// booking payment page): registered when a lazily loaded screen imports this; other languages load on
// demand. Apart from 'booking' so the payment page does not carry the wizard's texts.
import { registerNamespace } from '@/lib/i18n-namespace';
import bookingSummaryEn from '@/locales/en/booking-summary.json';

export const useBookingSummaryTranslation = registerNamespace('booking-summary', {
  en: bookingSummaryEn,
  id: () => import('@/locales/id/booking-summary.json'),
});
