// The 'payment' namespace (the booking payment, success and cancelled pages) is not bundled with the
// entry: importing this module registers it, and only those lazily loaded screens import it. A new
// language adds its file here, as it does in lib/i18n.ts.
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import paymentEn from '@/locales/en/payment.json';

const PAYMENT_NAMESPACE = 'payment';
const resources = { en: paymentEn } as const;

for (const [language, bundle] of Object.entries(resources)) {
  if (!i18n.hasResourceBundle(language, PAYMENT_NAMESPACE)) {
    i18n.addResourceBundle(language, PAYMENT_NAMESPACE, bundle);
  }
}

/** `useTranslation` for the payment namespace; importing it guarantees the texts are registered. */
export const usePaymentTranslation = () => useTranslation(PAYMENT_NAMESPACE);
