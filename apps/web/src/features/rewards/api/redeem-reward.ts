import { type RedeemRewardResponse, redeemRewardEndpoint } from '@ruangmain/domain/contracts/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshSessionProfile } from '@/lib/auth/session-profile';
import type { MutationConfig } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/customer/rewards/{id}/redeem (spec 1 §4 "Redeem flow"): points for a held reward. */
export const redeemReward = (rewardId: number) => call(redeemRewardEndpoint, { params: { id: rewardId } });

/**
 * Redeems a reward, then reloads what it changed: the points balance (the profile), the held rewards,
 * and the catalogue's stock (spec 1 §4 step 3: "the profile is reloaded"); the success dialog does
 * not wait for them.
 */
export function useRedeemReward(config?: MutationConfig<RedeemRewardResponse, number>) {
  const queryClient = useQueryClient();
  const reload = () => {
    void refreshSessionProfile(queryClient);
    void queryClient.invalidateQueries({ queryKey: queryKeys.customer.heldRewards() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalogue.rewards() });
  };
  return useMutation({
    ...config,
    mutationFn: redeemReward,
    onSuccess: (...args) => {
      reload();
      return config?.onSuccess?.(...args);
    },
    // A refusal (too few points, out of stock) means the page showed an old balance or stock.
    onError: (...args) => {
      reload();
      return config?.onError?.(...args);
    },
  });
}
