import type { Reward } from '@ruangmain/domain/contracts/catalogue';
import type { HeldReward } from '@ruangmain/domain/contracts/rewards';
import { REWARD_MESSAGES, type RewardCategory } from '@ruangmain/domain/rewards';
import { ShoppingBag } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { SearchInput } from '@/components/form/search-input';
import { QueryView } from '@/components/query-view';
import { useRewards } from '@/features/rewards/api/get-rewards';
import { CategoryTabs } from '@/features/rewards/components/category-tabs';
import { RewardCard } from '@/features/rewards/components/reward-card';
import { RewardsSection } from '@/features/rewards/components/rewards-section';
import { REWARD_GRID_CLASS, SkeletonGrid } from '@/features/rewards/components/rewards-skeleton';
import { listAvailableRewards } from '@/features/rewards/utils/reward-lists';
import { useRewardsTranslation } from '@/lib/i18n-rewards';

type CatalogueSectionProps = {
  points: number | null;
  held: readonly HeldReward[];
  /** The held rewards are still loading: the list waits for them, so none shows and then vanishes. */
  isHeldPending: boolean;
  onRedeem: (reward: Reward) => void;
};

/** 'Available Rewards' (spec 1 §2): the search 'Find rewards...' and the tabs filter together. */
export function CatalogueSection({ points, held, isHeldPending, onRedeem }: CatalogueSectionProps) {
  const { t } = useRewardsTranslation();
  const rewards = useRewards();
  const [category, setCategory] = useState<RewardCategory>('All');
  const [search, setSearch] = useState('');
  const panelId = useId();
  // The cards are drawn from the answers in a transition, in short tasks, not in the one long task
  // that the answers' arrival would take (docs/decisions/0033); the skeleton stays until then.
  const catalogue = useDeferredValue(rewards.data);
  const heldShown = useDeferredValue(isHeldPending ? undefined : held);
  const isLoading = (catalogue === undefined && !rewards.isError) || heldShown === undefined;
  const shown = listAvailableRewards(catalogue ?? [], heldShown ?? [], { category, search });
  const isFiltered = category !== 'All' || search.trim() !== '';

  return (
    <RewardsSection
      icon={<ShoppingBag aria-hidden />}
      title={t('catalogue.title')}
      subtitle={t('catalogue.subtitle')}
    >
      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <CategoryTabs
          value={category}
          onChange={setCategory}
          label={t('catalogue.categories')}
          panelId={panelId}
        />
        <SearchInput
          label={t('catalogue.searchLabel')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('catalogue.search')}
          maxLength={100}
          className="lg:w-80"
        />
      </div>
      <div id={panelId} role="tabpanel" aria-label={category}>
        <QueryView
          query={{
            data: isLoading ? undefined : shown,
            error: rewards.error,
            // The list waits for the held rewards, its failure too.
            isError: rewards.isError && heldShown !== undefined,
            isFetching: rewards.isFetching,
            refetch: rewards.refetch,
          }}
          skeleton={<SkeletonGrid tall />}
          errorMessage={REWARD_MESSAGES.loadCatalogueFailed}
          retryLabel={t('catalogue.retry')}
          empty={{
            when: (list) => list.length === 0,
            message: isFiltered ? t('catalogue.empty') : t('catalogue.emptyAll'),
          }}
        >
          {(list) => (
            <ul className={REWARD_GRID_CLASS} aria-label={t('catalogue.title')}>
              {list.map((reward) => (
                <RewardCard key={reward.id} reward={reward} points={points} onRedeem={onRedeem} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </RewardsSection>
  );
}
