// The 'profile' namespace (points, personal information, password): registered when a lazily loaded screen imports this; other languages load on demand.
import { registerNamespace } from '@/lib/i18n-namespace';
import profileEn from '@/locales/en/profile.json';

export const useProfileTranslation = registerNamespace('profile', {
  en: profileEn,
  id: () => import('@/locales/id/profile.json'),
});
