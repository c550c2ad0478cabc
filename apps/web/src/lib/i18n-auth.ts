// The 'auth' namespace (login, registration, verification, password reset): registered when a lazily loaded screen imports this; other languages load on demand.
import { registerNamespace } from '@/lib/i18n-namespace';
import authEn from '@/locales/en/auth.json';

export const useAuthTranslation = registerNamespace('auth', {
  en: authEn,
  id: () => import('@/locales/id/auth.json'),
});
