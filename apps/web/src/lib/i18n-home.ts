// The 'home' namespace (the home page's hero and sections): registered when the home page imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import homeEn from '@/locales/en/home.json';

export const useHomeTranslation = registerNamespace('home', {
  en: homeEn,
  id: () => import('@/locales/id/home.json'),
  'en-x-chosen': () => import('@/locales/en-x-chosen/home.json'),
});
