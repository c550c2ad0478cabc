// The 'terms' namespace (the venue's Terms & Conditions): registered when a lazily loaded screen imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import termsEn from '@/locales/en/terms.json';

export const useTermsTranslation = registerNamespace('terms', { en: termsEn });
