// How an applied reward reaches the page that uses it (spec 1 §4 "Apply flow"): the rewards page
// navigates to the answer's redirect_to with navigation state { rewardData, fromReward: true }, and
// keeps a free-food reward's answer in sessionStorage under 'fnb_reward' as well, so the food page
// still has it after a reload (apps/web/README.md "Rewards hand-off"). A free-play reward goes to the
// booking wizard's own store, which the /rent route module fills.
import type { ApplyRewardResponse } from '@ruangmain/domain/contracts/rewards';

export type FreePlayApplication = Extract<ApplyRewardResponse, { type: 'free_play' }>;
export type FreeFnbApplication = Extract<ApplyRewardResponse, { type: 'free_fnb' }>;

/** The navigation state of spec 1 §4: the reward data and the from-reward flag. */
export type RewardNavigationState = { rewardData: ApplyRewardResponse; fromReward: true };

/** The sessionStorage key of an applied free-food reward: the apply answer as JSON. */
export const FNB_REWARD_STORAGE_KEY = 'fnb_reward';

export function rewardNavigationState(rewardData: ApplyRewardResponse): RewardNavigationState {
  return { rewardData, fromReward: true };
}

/** Keeps an applied free-food reward for the food page. Private mode may refuse storage: state still carries it. */
export function storeFnbReward(application: FreeFnbApplication): void {
  try {
    window.sessionStorage.setItem(FNB_REWARD_STORAGE_KEY, JSON.stringify(application));
  } catch {
    // The navigation state carries the reward for this visit.
  }
}

/**
 * The free-food reward kept by the rewards page, or null: nothing stored, unreadable, or not a
 * free-food apply answer. The server checks the reward again when the order is placed.
 */
export function readFnbReward(): FreeFnbApplication | null {
  try {
    const raw = window.sessionStorage.getItem(FNB_REWARD_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isFnbApplication(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Forgets the kept free-food reward (its order was placed, or the customer left the reward). */
export function clearFnbReward(): void {
  try {
    window.sessionStorage.removeItem(FNB_REWARD_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

function isFnbApplication(value: unknown): value is FreeFnbApplication {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<FreeFnbApplication>;
  return (
    candidate.type === 'free_fnb' &&
    typeof candidate.user_reward_id === 'number' &&
    candidate.user_reward_id > 0 &&
    Array.isArray(candidate.items)
  );
}
