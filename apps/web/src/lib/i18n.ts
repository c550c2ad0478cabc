// One message catalogue for every user-facing text (react-i18next). English is the only language
// for now; a Bahasa Indonesia catalogue is added as src/locales/id with the same namespaces and one
// entry in `resources`; components do not change.
import { formatCount } from '@ruangmain/domain/counts';
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

// '{{count, number}}' is printed without Intl.NumberFormat, whose first use on a page costs a slow phone
// tens of milliseconds in the middle of a render (docs/decisions/0033). Every such count is whole.
i18n.services.formatter?.add('number', (value: number) => formatCount(value));

// No document when the home page is prerendered in Node at build time; index.html says lang="en". The
// attribute is written only when it changes: a write restyles the whole page.
const showLanguage = (language: string) => {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
};
if (typeof document !== 'undefined') {
  showLanguage(i18n.language);
  i18n.on('languageChanged', showLanguage);
}

export { i18n };
