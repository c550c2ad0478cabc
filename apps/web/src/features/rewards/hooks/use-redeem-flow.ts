import type { Reward } from '@ruangmain/domain/contracts/catalogue';
import type { RedeemRewardResponse } from '@ruangmain/domain/contracts/rewards';
import { canRedeem, REWARD_MESSAGES } from '@ruangmain/domain/rewards';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getHeldRewards } from '@/features/rewards/api/get-held-rewards';
import { useRedeemReward } from '@/features/rewards/api/redeem-reward';
import { heldIdOfRedeem } from '@/features/rewards/utils/reward-lists';
import { sessionStore } from '@/lib/auth/session-store';
import { queryKeys } from '@/lib/query-keys';

export type RedeemStep =
  | { name: 'idle' }
  | { name: 'confirm'; reward: Reward }
  | { name: 'done'; reward: Reward; answer: RedeemRewardResponse };

type Options = {
  isAuthenticated: boolean;
  points: number;
  showMessage: (tone: 'error' | 'success', text: string) => void;
  applyHeldReward: (userRewardId: number) => void;
};

/**
 * spec 1 §4 "Redeem flow": Redeem opens a confirmation with the points before and after; confirming
 * shows 'Redeeming...'; the success dialog then offers Use Now / Use Later (Close for merchandise).
 * A visitor is told to log in; a failure shows the server's message, else the error's, else
 * 'Failed to redeem reward' (spec 1 §8).
 */
export function useRedeemFlow({ isAuthenticated, points, showMessage, applyHeldReward }: Options) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<RedeemStep>({ name: 'idle' });
  const redeem = useRedeemReward({
    onSuccess: (answer) => {
      // The balance the server left, at once; the profile reload confirms it.
      const { user } = sessionStore.getSnapshot();
      if (user) sessionStore.updateUser({ ...user, total_points: answer.total_points });
      setStep((current) => (current.name === 'confirm' ? { ...current, name: 'done', answer } : current));
    },
    onError: (error) => {
      setStep({ name: 'idle' });
      showMessage('error', error.message || REWARD_MESSAGES.redeemFailed);
    },
  });

  const close = () => setStep({ name: 'idle' });
  // The held list is newest first: its first entry is the reward just redeemed.
  const findFirstHeldId = () =>
    queryClient
      .fetchQuery({ queryKey: queryKeys.customer.heldRewards(), queryFn: getHeldRewards, staleTime: 0 })
      .then((held) => held[0]?.id ?? null)
      .catch(() => null);

  return {
    step,
    isRedeeming: redeem.isPending,
    /** The Redeem button of a catalogue card. */
    start(reward: Reward) {
      if (!isAuthenticated) return showMessage('error', REWARD_MESSAGES.loginToRedeem);
      if (!canRedeem(points, reward.points_required)) {
        return showMessage('error', REWARD_MESSAGES.notEnoughPoints);
      }
      setStep({ name: 'confirm', reward });
    },
    confirm() {
      if (step.name === 'confirm' && !redeem.isPending) redeem.mutate(step.reward.id);
    },
    /** Cancel, or Close after merchandise. */
    close,
    /** Use Later: closes, then reloads the held list and the points (spec 1 §4 step 4). */
    keepForLater() {
      close();
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.heldRewards() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.profiles() });
    },
    /** Use Now: applies the held reward the redeem made (or the first held one, spec 1 §4 step 6). */
    async applyNow() {
      if (step.name !== 'done') return;
      const heldId = heldIdOfRedeem(step.answer) ?? (await findFirstHeldId());
      if (heldId === null) {
        close();
        return showMessage('error', REWARD_MESSAGES.applyFailed);
      }
      applyHeldReward(heldId);
    },
  };
}
