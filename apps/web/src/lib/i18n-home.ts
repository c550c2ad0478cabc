// The 'home' namespace (the home page's hero and sections): registered when the home page imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import homeEn from '@/locales/en/home.json';

export const useHomeTranslation = registerNamespace('home', { en: homeEn });
