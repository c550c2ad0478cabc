import { type HeldReward, listHeldRewardsEndpoint } from '@ruangmain/domain/contracts/rewards';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/customer/my-rewards (spec 1 §7): what the signed-in customer holds, newest first. */
export const getHeldRewards = () => call(listHeldRewardsEndpoint);

/** The held rewards of a signed-in customer; a visitor or staff member holds none and asks nothing. */
export function useHeldRewards({ enabled }: { enabled: boolean }) {
  return useQuery<HeldReward[]>({
    queryKey: queryKeys.customer.heldRewards(),
    queryFn: getHeldRewards,
    enabled,
    // Their states follow the clock and the counter (used, collected, expired): check on each visit.
    staleTime: 0,
  });
}
