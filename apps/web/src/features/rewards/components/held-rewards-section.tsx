import type { HeldReward } from '@ruangmain/domain/contracts/rewards';
import { REWARD_MESSAGES } from '@ruangmain/domain/rewards';
import type { UseQueryResult } from '@tanstack/react-query';
import { Gift, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { QueryView } from '@/components/query-view';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { VENUE_TIME_ZONE } from '@/config/venue';
import { HeldRewardCard } from '@/features/rewards/components/held-reward-card';
import { RewardsSection } from '@/features/rewards/components/rewards-section';
import { REWARD_GRID_CLASS, SkeletonGrid } from '@/features/rewards/components/rewards-skeleton';
import { viewHeldReward } from '@/features/rewards/utils/reward-lists';
import { useDateLanguage } from '@/hooks/use-date-language';
import { useRewardsTranslation } from '@/lib/i18n-rewards';

type HeldRewardsSectionProps = {
  /** A visitor holds nothing and is asked to log in (spec 1 §5). */
  isAuthenticated: boolean;
  held: UseQueryResult<HeldReward[]>;
  applyingId: number | null;
  onApply: (held: HeldReward) => void;
};

/** 'Your Reward' (spec 1 §2): the held rewards, newest first, with the spec's empty texts. */
export function HeldRewardsSection({ isAuthenticated, held, applyingId, onApply }: HeldRewardsSectionProps) {
  const { t } = useRewardsTranslation();
  const dateLanguage = useDateLanguage();
  const now = new Date();
  return (
    <RewardsSection icon={<Gift aria-hidden />} title={t('held.title')} subtitle={t('held.subtitle')}>
      {!isAuthenticated ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-10 text-center">
          <p role="status" className="font-medium text-muted">
            {REWARD_MESSAGES.loginToApply}
          </p>
          <Link
            to={paths.auth.login.getHref()}
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
          >
            <LogIn aria-hidden className="size-4" />
            {t('points.login')}
          </Link>
        </div>
      ) : (
        <QueryView
          query={held}
          skeleton={<SkeletonGrid />}
          errorMessage={REWARD_MESSAGES.loadHeldFailed}
          retryLabel={t('held.retry')}
          empty={{
            when: (list) => list.length === 0,
            message: (
              <>
                <span className="block text-fg">{t('held.emptyTitle')}</span>
                <span className="mt-1 block font-normal">{t('held.emptyText')}</span>
              </>
            ),
          }}
        >
          {(list) => (
            <ul className={REWARD_GRID_CLASS} aria-label={t('held.title')}>
              {list.map((each) => (
                <HeldRewardCard
                  key={each.id}
                  held={each}
                  view={viewHeldReward(each, now, VENUE_TIME_ZONE, dateLanguage)}
                  isApplying={applyingId === each.id}
                  onApply={onApply}
                />
              ))}
            </ul>
          )}
        </QueryView>
      )}
    </RewardsSection>
  );
}
