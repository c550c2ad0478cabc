// The 'manage-content' namespace: the back office's menu, banners, FAQs and Venue screens, registered
// when one of those lazily loaded /admin/manage screens (or the kitchen's menu panel) imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import manageContentEn from '@/locales/en/manage-content.json';

export const useManageContentTranslation = registerNamespace('manage-content', {
  en: manageContentEn,
  id: () => import('@/locales/id/manage-content.json'),
});
