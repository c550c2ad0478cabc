// One message catalogue for every user-facing text (react-i18next), one per language
// (docs/decisions/0048, lib/language.ts): the spec's mix `en` is bundled; Bahasa Indonesia `id` and the
// English overlay `en-x-chosen` are loaded on demand by lib/language-loading.ts.
import { formatCount } from '@ruangmain/domain/counts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGUE_LANGUAGES, SPEC_LANGUAGE, spokenLanguageOf } from '@/lib/language';
import { en } from '@/locales/en';

export const DEFAULT_NAMESPACE = 'common';

void i18n.use(initReactI18next).init({
  resources: { [SPEC_LANGUAGE]: en },
  lng: SPEC_LANGUAGE,
  // Every catalogue has every key of `en` (locales/catalogues.test.ts); the overlay only a few.
  fallbackLng: SPEC_LANGUAGE,
  supportedLngs: [...CATALOGUE_LANGUAGES],
  // A language is its own catalogue then `en`: no 'en' parent looked up for 'en-x-chosen' twice.
  load: 'currentOnly',
  // Other languages are added once loaded; a namespace without them falls back to `en`.
  partialBundledLanguages: true,
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
  const lang = spokenLanguageOf(language);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
};
if (typeof document !== 'undefined') {
  showLanguage(i18n.language);
  i18n.on('languageChanged', showLanguage);
}

export { i18n };
