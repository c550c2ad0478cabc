// The 'manage-people' namespace: the back office's customers, team accounts and reviews, registered
// when one of those lazily loaded /admin/manage screens imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import managePeopleEn from '@/locales/en/manage-people.json';

export const useManagePeopleTranslation = registerNamespace('manage-people', {
  en: managePeopleEn,
  id: () => import('@/locales/id/manage-people.json'),
});
