import { REWARD_MESSAGES } from '@ruangmain/domain/rewards';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApplyReward } from '@/features/rewards/api/apply-reward';
import { getServerMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type FreePlayApplication, rewardNavigationState, storeFnbReward } from '@/lib/reward-handoff';

export type ApplyHeldRewardOptions = {
  /** Hands a free-play reward to the booking wizard; false when it cannot start one. */
  onFreePlay: (application: FreePlayApplication) => boolean;
  showMessage: (tone: 'error' | 'success', text: string) => void;
};

/**
 * Apply, and Use Now after a redeem (spec 1 §4 "Apply flow"): the button shows 'Applying...'; with a
 * redirect_to the page goes there carrying the reward (free play: the wizard locked at step 2; free
 * food: the food page, with the answer kept under 'fnb_reward'); without one it says 'Reward applied
 * successfully!' for 3 s and reloads the held list. A failure shows the server's message for 5 s.
 */
export function useApplyHeldReward({ onFreePlay, showMessage }: ApplyHeldRewardOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const apply = useApplyReward({
    onSuccess: (application) => {
      if (!application.redirect_to) {
        showMessage('success', REWARD_MESSAGES.applied);
        void queryClient.invalidateQueries({ queryKey: queryKeys.customer.heldRewards() });
        return;
      }
      if (application.type === 'free_play' && !onFreePlay(application)) {
        showMessage('error', REWARD_MESSAGES.applyFailed);
        return;
      }
      if (application.type === 'free_fnb') storeFnbReward(application);
      void navigate(application.redirect_to, { state: rewardNavigationState(application) });
    },
    onError: (error) => showMessage('error', getServerMessage(error, REWARD_MESSAGES.applyFailed)),
  });

  return {
    applyHeldReward: (userRewardId: number) => apply.mutate(userRewardId),
    /** The held reward being applied, if any: its button reads 'Applying...'. */
    applyingId: apply.isPending ? apply.variables : null,
  };
}
