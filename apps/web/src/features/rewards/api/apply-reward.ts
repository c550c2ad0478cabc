import { applyRewardEndpoint } from '@ruangmain/domain/contracts/rewards';
import { call } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/**
 * POST /api/customer/rewards-apply/{id}/apply (spec 1 §4 "Apply flow"): where a held reward is used
 * and what it brings there. Applying uses nothing up (the booking or order does), so no cached data
 * changes.
 */
export const applyReward = (userRewardId: number) =>
  call(applyRewardEndpoint, { params: { id: userRewardId } });

export const useApplyReward = createMutationHook(applyReward);
