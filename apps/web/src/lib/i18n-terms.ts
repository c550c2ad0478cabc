// The 'terms' namespace (the venue's Terms & Conditions): registered when a lazily loaded screen imports this; other languages load on demand.
import { registerNamespace } from '@/lib/i18n-namespace';
import termsEn from '@/locales/en/terms.json';

export const useTermsTranslation = registerNamespace('terms', {
  en: termsEn,
  id: () => import('@/locales/id/terms.json'),
  'en-x-chosen': () => import('@/locales/en-x-chosen/terms.json'),
});
