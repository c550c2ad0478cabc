// The 'rewards' namespace (the rewards page): registered when the lazily loaded screen imports this.
import { registerNamespace } from '@/lib/i18n-namespace';
import rewardsEn from '@/locales/en/rewards.json';

export const useRewardsTranslation = registerNamespace('rewards', {
  en: rewardsEn,
  id: () => import('@/locales/id/rewards.json'),
});
