// The 'booking' namespace (the /rent wizard's steps): registered when a lazily loaded screen imports this; other languages load on demand.
import { registerNamespace } from '@/lib/i18n-namespace';
import bookingEn from '@/locales/en/booking.json';

export const useBookingTranslation = registerNamespace('booking', {
  en: bookingEn,
  id: () => import('@/locales/id/booking.json'),
  'en-x-chosen': () => import('@/locales/en-x-chosen/booking.json'),
});
