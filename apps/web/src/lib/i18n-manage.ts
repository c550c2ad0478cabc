// The 'manage' namespace: the back office's shared table, form, image and ordering texts, registered
// when a lazily loaded /admin/manage screen imports this. Each area keeps its own texts
// (lib/i18n-manage-<area>.ts), so screens built at the same time never edit one file.
import { registerNamespace } from '@/lib/i18n-namespace';
import manageEn from '@/locales/en/manage.json';

export const useManageTranslation = registerNamespace('manage', {
  en: manageEn,
  id: () => import('@/locales/id/manage.json'),
});
