// The 'receipt' namespace: the receipt document, one for the customer's receipt page and the desk's
// drawer alike, registered when either lazily loaded screen imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import receiptEn from '@/locales/en/receipt.json';

export const useReceiptTranslation = registerNamespace('receipt', {
  en: receiptEn,
  id: () => import('@/locales/id/receipt.json'),
});
