// The 'payment' namespace (the booking payment page's first screen, and a checkout's toasts and errors): registered when a lazily loaded screen imports this; other languages load on demand.
import { registerNamespace } from '@/lib/i18n-namespace';
import paymentEn from '@/locales/en/payment.json';

export const usePaymentTranslation = registerNamespace('payment', {
  en: paymentEn,
  id: () => import('@/locales/id/payment.json'),
  'en-x-chosen': () => import('@/locales/en-x-chosen/payment.json'),
});
