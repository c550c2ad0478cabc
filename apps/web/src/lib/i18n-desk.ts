// The 'desk' namespace (the staff app): registered when a lazily loaded /admin screen imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import deskEn from '@/locales/en/desk.json';

export const useDeskTranslation = registerNamespace('desk', {
  en: deskEn,
  id: () => import('@/locales/id/desk.json'),
});
