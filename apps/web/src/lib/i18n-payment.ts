// The 'payment' namespace (the booking payment, success and cancelled pages): registered when a lazily loaded screen imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import paymentEn from '@/locales/en/payment.json';

export const usePaymentTranslation = registerNamespace('payment', { en: paymentEn });
