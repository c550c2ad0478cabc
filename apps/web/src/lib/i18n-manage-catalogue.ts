// The 'manage-catalogue' namespace: the back office's consoles, genres, games, rooms and units screens.
import { registerNamespace } from '@/lib/i18n-namespace';
import manageCatalogueEn from '@/locales/en/manage-catalogue.json';

export const useManageCatalogueTranslation = registerNamespace('manage-catalogue', {
  en: manageCatalogueEn,
  id: () => import('@/locales/id/manage-catalogue.json'),
});
