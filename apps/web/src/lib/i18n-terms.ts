// The 'terms' namespace (the venue's Terms & Conditions) is not bundled with the entry: importing this
// module registers it, and only the lazily loaded terms dialog imports it. A new language adds its file
// here, as it does in lib/i18n.ts.
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import termsEn from '@/locales/en/terms.json';

const TERMS_NAMESPACE = 'terms';
const resources = { en: termsEn } as const;

for (const [language, bundle] of Object.entries(resources)) {
  if (!i18n.hasResourceBundle(language, TERMS_NAMESPACE)) {
    i18n.addResourceBundle(language, TERMS_NAMESPACE, bundle);
  }
}

/** `useTranslation` for the terms namespace; importing it guarantees the texts are registered. */
export const useTermsTranslation = () => useTranslation(TERMS_NAMESPACE);
