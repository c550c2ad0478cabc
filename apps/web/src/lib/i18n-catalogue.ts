// The 'catalogue' namespace (home sections, games, FAQ): registered when a lazily loaded screen imports this; other languages load on demand.
import { registerNamespace } from '@/lib/i18n-namespace';
import catalogueEn from '@/locales/en/catalogue.json';

export const useCatalogueTranslation = registerNamespace('catalogue', {
  en: catalogueEn,
  id: () => import('@/locales/id/catalogue.json'),
});
