import type { Reward } from '@ruangmain/domain/contracts/catalogue';
import type { HeldReward, RedeemRewardResponse } from '@ruangmain/domain/contracts/rewards';
import { formatLongDate } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import type { Language } from '@ruangmain/domain/languages';
import {
  daysLeft,
  type HeldRewardState,
  heldRewardLabel,
  heldRewardState,
  matchesRewardFilter,
  type RewardCategory,
} from '@ruangmain/domain/rewards';

/**
 * 'Available Rewards' (spec 1 §2, §5): the catalogue under the tab and the search, without the rewards
 * the customer holds unused. Redeeming one moves it from this list to 'Your Reward' (spec 1 §4 "Redeem
 * flow" 3); once used, collected or expired it is offered again (docs/decisions/0020).
 */
export function listAvailableRewards(
  rewards: readonly Reward[],
  held: readonly HeldReward[],
  filter: { category: RewardCategory; search: string },
): Reward[] {
  const heldUnused = new Set(
    held.filter((each) => each.status === 'available').map((each) => each.reward_id),
  );
  return rewards.filter((reward) => !heldUnused.has(reward.id) && matchesRewardFilter(reward, filter));
}

/**
 * The held reward a redeem made, by the id its answer carries under any of its names (spec 1 §3
 * "Redeem response"); null when it carries none, and "Use Now" falls back to the first held reward
 * (spec 1 §4 "Redeem flow" 6).
 */
export function heldIdOfRedeem(
  answer: Partial<Pick<RedeemRewardResponse, 'id' | 'user_reward_id' | 'data'>>,
): number | null {
  return answer.user_reward_id ?? answer.data?.id ?? answer.id ?? null;
}

/** The venue's calendar date of an instant, in the long form. */
export const formatVenueDate = (instant: string | Date, timeZone: string, language: Language) =>
  formatLongDate(toLocalDateTime(new Date(instant), timeZone).slice(0, 10), language);

export type HeldRewardView = {
  /** Its state by the clock: a page left open past the expiry shows it expired, as the server would. */
  state: HeldRewardState;
  /** 'Available', 'Pending Claim', 'Used', 'Collected' or 'Expired'. */
  label: string;
  /** Whole days left, rounded up, never below 0 (spec 1 §3 "Derived display"). */
  daysLeft: number;
  /** The venue date it runs out, e.g. 'Jumat, 27 November 2026'. */
  expiresOn: string;
  /** The venue date it was used or collected, if it was. */
  usedOn: string | null;
  /** Used (or collected) and expired rewards are greyed out (spec 1 §2). */
  isInactive: boolean;
  /** Merchandise is collected at the front desk, never applied (spec 1 §5). */
  isMerchandise: boolean;
  canApply: boolean;
};

/** What a held reward's card shows, by the clock and the venue's calendar. */
export function viewHeldReward(
  held: HeldReward,
  now: Date,
  timeZone: string,
  language: Language,
): HeldRewardView {
  const isMerchandise = held.reward.type === 'free_merchandise';
  const state = heldRewardState(held, now);
  const isAvailable = state === 'available';
  return {
    state,
    label: heldRewardLabel(state, held.reward.type),
    daysLeft: isAvailable ? daysLeft(held.expires_at, now) : 0,
    expiresOn: formatVenueDate(held.expires_at, timeZone, language),
    usedOn: held.used_at ? formatVenueDate(held.used_at, timeZone, language) : null,
    isInactive: !isAvailable,
    isMerchandise,
    canApply: isAvailable && !isMerchandise,
  };
}
