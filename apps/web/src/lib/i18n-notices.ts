// The 'notices' namespace: the back office's bell, registered when the staff app's frame imports it.
import { registerNamespace } from '@/lib/i18n-namespace';
import noticesEn from '@/locales/en/notices.json';

export const useNoticesTranslation = registerNamespace('notices', {
  en: noticesEn,
  id: () => import('@/locales/id/notices.json'),
});
