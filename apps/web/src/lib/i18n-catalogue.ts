// The 'catalogue' namespace (home sections, games, FAQ): registered when a lazily loaded screen imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import catalogueEn from '@/locales/en/catalogue.json';

export const useCatalogueTranslation = registerNamespace('catalogue', { en: catalogueEn });
