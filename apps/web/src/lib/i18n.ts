// One message catalogue for every user-facing text (react-i18next). English is the only language
// for now; a Bahasa Indonesia catalogue is added as src/locales/id with the same namespaces and one
// entry in `resources`; components do not change.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en';

export const DEFAULT_NAMESPACE = 'common';
export const resources = { en } as const;
export type Language = keyof typeof resources;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: Object.keys(resources),
  ns: Object.keys(en),
  defaultNS: DEFAULT_NAMESPACE,
  // Resources are bundled, so initialisation finishes synchronously before the first render.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
});

// No document when the home page is prerendered in Node at build time; index.html says lang="en".
if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

export { i18n };
