// The 'reports' namespace: the back office's reports and the board's glance at today, registered
// when one of those lazily loaded staff screens imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import reportsEn from '@/locales/en/reports.json';

export const useReportsTranslation = registerNamespace('reports', {
  en: reportsEn,
  id: () => import('@/locales/id/reports.json'),
});
