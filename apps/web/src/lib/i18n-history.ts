// The 'history' namespace (booking history, point history, receipts): registered when a lazily loaded screen imports this; other languages load on demand.
import { registerNamespace } from '@/lib/i18n-namespace';
import historyEn from '@/locales/en/history.json';

export const useHistoryTranslation = registerNamespace('history', {
  en: historyEn,
  id: () => import('@/locales/id/history.json'),
});
