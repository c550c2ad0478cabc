// The 'payment-later' namespace (what the booking payment page shows only after its form: its questions,
// the waiting panel, the counter's payment method and QRIS code): registered when a lazily loaded part imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import paymentLaterEn from '@/locales/en/payment-later.json';

export const usePaymentLaterTranslation = registerNamespace('payment-later', {
  en: paymentLaterEn,
  id: () => import('@/locales/id/payment-later.json'),
});
