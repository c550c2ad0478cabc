import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFoodTranslation } from '@/lib/i18n-food';

/**
 * The food page's frame: its heading (a reward order's own eyebrow and intro) above the step. The
 * prerendered first paint uses it too, with skeletons inside (docs/decisions/0018).
 */
export function FoodFrame({ isReward = false, children }: { isReward?: boolean; children: ReactNode }) {
  const { t } = useFoodTranslation();
  const { t: tCommon } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="mb-6 sm:mb-8">
        <p className="text-sm font-bold tracking-wider text-primary-text uppercase">
          {isReward ? t('page.rewardEyebrow') : t('page.eyebrow')}
        </p>
        <h1 className="mt-1 text-3xl font-black tracking-tight sm:text-4xl">{tCommon('pages.foodDrinks')}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted sm:text-base">
          {isReward ? t('page.rewardIntro') : t('page.intro')}
        </p>
      </header>
      <div className="flex flex-col gap-6">{children}</div>
    </div>
  );
}
