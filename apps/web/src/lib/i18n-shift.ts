// The 'shift' namespace: the drawer's shift screen, registered when the lazily loaded /admin/shift
// screen imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import shiftEn from '@/locales/en/shift.json';

export const useShiftTranslation = registerNamespace('shift', {
  en: shiftEn,
  id: () => import('@/locales/id/shift.json'),
});
