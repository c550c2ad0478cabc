// The 'catalogue' namespace (home sections, games, FAQ) is not bundled with the entry: importing this
// module registers it, and only the lazily loaded catalogue screens import it. A new language adds
// its file here, as it does in lib/i18n.ts.
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import catalogueEn from '@/locales/en/catalogue.json';

const CATALOGUE_NAMESPACE = 'catalogue';
const resources = { en: catalogueEn } as const;

for (const [language, bundle] of Object.entries(resources)) {
  if (!i18n.hasResourceBundle(language, CATALOGUE_NAMESPACE)) {
    i18n.addResourceBundle(language, CATALOGUE_NAMESPACE, bundle);
  }
}

/** `useTranslation` for the catalogue namespace; importing it guarantees the texts are registered. */
export const useCatalogueTranslation = () => useTranslation(CATALOGUE_NAMESPACE);
