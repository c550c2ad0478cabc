// The 'payment-outcome' namespace (how a payment ended: the booking success and cancelled pages, and the
// status badge and invoice of the food order's success page): registered when a lazily loaded screen imports this; other languages load on demand.
import { registerNamespace } from '@/lib/i18n-namespace';
import paymentOutcomeEn from '@/locales/en/payment-outcome.json';

export const usePaymentOutcomeTranslation = registerNamespace('payment-outcome', {
  en: paymentOutcomeEn,
  id: () => import('@/locales/id/payment-outcome.json'),
});
