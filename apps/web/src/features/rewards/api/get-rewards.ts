import { listRewardsEndpoint, type Reward } from '@ruangmain/domain/contracts/catalogue';
import { call } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/public/rewards?is_active=true (spec 1 §7): the catalogue anyone may browse. */
export async function getRewards(): Promise<Reward[]> {
  const rewards = await call(listRewardsEndpoint, { query: { is_active: 'true' } });
  return rewards.filter((reward) => reward.is_active);
}

export const { queryOptions: rewardsQueryOptions, useList: useRewards } = catalogueList(
  queryKeys.catalogue.rewards(),
  getRewards,
);
