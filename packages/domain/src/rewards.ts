import type { PickIndex } from './invoice';

/**
 * Rewards (spec 1 §2–§5, §8, §9): the texts, the categories, what a held reward's state is and
 * whether it may still be used, the days it has left, the points a redeem leaves, voucher codes.
 * The rewards page shows with these and the server decides with them.
 */

export const REWARD_TYPES = ['free_fnb', 'free_play', 'free_merchandise'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** spec 1 §5 "Rewards and reviews", §8 "Rewards", exact; the server's own refusals after them. */
export const REWARD_MESSAGES = {
  loginToRedeem: 'Please login to redeem rewards',
  loginToApply: 'Please login to apply rewards',
  notEnoughPoints: 'Not enough points to redeem this reward',
  loadCatalogueFailed: 'Failed to load rewards',
  loadHeldFailed: 'Failed to load your rewards',
  redeemFailed: 'Failed to redeem reward',
  applyFailed: 'Failed to apply reward',
  applied: 'Reward applied successfully!',
  rewardNotFound: 'Reward not found.',
  inactive: 'This reward is no longer available.',
  outOfStock: 'This reward is out of stock.',
  heldNotFound: 'This reward was not found in your account.',
  used: 'This reward has already been used.',
  expired: 'This reward has expired.',
  merchandiseNotApplicable: 'Merchandise rewards are collected from staff, not applied online.',
  notMerchandise: 'Only merchandise rewards are collected at the counter.',
  collected: 'This reward has already been collected.',
} as const;

/** The tabs of 'Available Rewards' (spec 1 §9). */
export const REWARD_CATEGORIES = ['All', 'Food & Drinks', 'Room', 'Merchandise'] as const;
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];

const CATEGORY_BY_TYPE: Record<RewardType, RewardCategory> = {
  free_fnb: 'Food & Drinks',
  free_play: 'Room',
  free_merchandise: 'Merchandise',
};

/** spec 1 §3 "Derived display": the category of a reward type; an unknown type is All. */
export function rewardCategory(type: string | null | undefined): RewardCategory {
  return CATEGORY_BY_TYPE[type as RewardType] ?? 'All';
}

/** spec 1 §5: the tab and the search ('Find rewards...', by name, case-insensitive) filter together. */
export function matchesRewardFilter(
  reward: { name: string; type: string },
  filter: { category: RewardCategory; search: string },
): boolean {
  const inCategory = filter.category === 'All' || rewardCategory(reward.type) === filter.category;
  return inCategory && reward.name.toLowerCase().includes(filter.search.trim().toLowerCase());
}

// ── Redeeming ────────────────────────────────────────────────────────────────────────────────────

/** spec 1 §5: a customer may redeem a reward whose points_required the balance covers. */
export function canRedeem(balance: number, pointsRequired: number): boolean {
  return balance >= pointsRequired;
}

/** The confirmation's "points after deduction" (spec 1 §4 Redeem flow 1), never below 0. */
export function pointsAfterRedeem(balance: number, pointsRequired: number): number {
  return Math.max(0, balance - pointsRequired);
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** When a reward redeemed at `redeemedAt` stops being usable: its validity in whole days later. */
export function rewardExpiry(redeemedAt: Date, validityDays: number): Date {
  return new Date(redeemedAt.getTime() + validityDays * MS_PER_DAY);
}

// Crockford's base 32 without I, L, O and U: nothing to misread when staff type it at the counter.
const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const VOUCHER_GROUP = 5;

/**
 * 'RM-7Q2XK-D9WHM': ten random characters of a 32-letter alphabet (32¹⁰ ≈ 10¹⁵), so a code cannot be
 * guessed at the counter; a clash is caught by the unique key and retried.
 */
export function generateVoucherCode(pickIndex: PickIndex): string {
  const pick = () => {
    const letter = VOUCHER_ALPHABET[pickIndex(VOUCHER_ALPHABET.length)];
    if (letter === undefined) throw new RangeError('pickIndex must answer 0 to 31');
    return letter;
  };
  const group = () => Array.from({ length: VOUCHER_GROUP }, pick).join('');
  return `RM-${group()}-${group()}`;
}

/** A voucher code as staff type it: trimmed, upper case. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

// ── Held rewards ─────────────────────────────────────────────────────────────────────────────────

/** What is stored of a held reward; `expired` may be stored, or only due by the clock. */
export type HeldReward = { status: 'available' | 'used' | 'expired'; expires_at: Date | string };
export type HeldRewardState = HeldReward['status'];

/**
 * The one rule for "a held reward is usable" (spec 1 §4 "User reward"): available and not yet at its
 * expiry. Past it, the reward is expired whatever is stored, and its points are not returned
 * (docs/decisions/0017).
 */
export function heldRewardState(held: HeldReward, now: Date): HeldRewardState {
  if (held.status !== 'available') return held.status;
  return new Date(held.expires_at).getTime() > now.getTime() ? 'available' : 'expired';
}

/** Why a held reward cannot be applied or used now (spec 1 §8), or null when it can. */
export function findHeldRewardProblem(held: HeldReward, now: Date): string | null {
  const state = heldRewardState(held, now);
  if (state === 'used') return REWARD_MESSAGES.used;
  if (state === 'expired') return REWARD_MESSAGES.expired;
  return null;
}

/**
 * The status label of a held reward (spec 1 §2, §4): merchandise waits as 'Pending Claim' until staff
 * hand it over ('Collected'); others are 'Available' until used.
 */
export function heldRewardLabel(state: HeldRewardState, type: RewardType): string {
  const isMerchandise = type === 'free_merchandise';
  if (state === 'available') return isMerchandise ? 'Pending Claim' : 'Available';
  if (state === 'used') return isMerchandise ? 'Collected' : 'Used';
  return 'Expired';
}

/** spec 1 §3 "Derived display": whole days until expiry, rounded up, never below 0. */
export function daysLeft(expiresAt: Date | string, now: Date): number {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / MS_PER_DAY));
}

// ── Applying ─────────────────────────────────────────────────────────────────────────────────────

/** The message an applied reward brings (spec 2 §8 'Free F&B reward applied! You have {n} free item(s).'). */
export function rewardAppliedMessage(
  reward: { type: 'free_play'; hours: number; unitName: string } | { type: 'free_fnb'; itemCount: number },
): string {
  if (reward.type === 'free_fnb')
    return `Free F&B reward applied! You have ${reward.itemCount} free item(s).`;
  return `Free play reward applied! ${reward.hours} hour(s) on ${reward.unitName}, free of charge.`;
}

/**
 * What a reward takes off where it is applied (spec 2 §3 price_adjustment): all of the session it
 * grants and all of the food it gives, so what is left to pay for them is 0; a free-play booking
 * pays no service fee either (spec 2 §6).
 */
export function rewardPriceAdjustment(input: {
  sessionPrice: number;
  items: ReadonlyArray<{ price: number; quantity: number }>;
}) {
  const fnbPrice = input.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    original_session_price: input.sessionPrice,
    original_fnb_price: fnbPrice,
    discount_amount: input.sessionPrice + fnbPrice,
    final_session_price: 0,
    final_fnb_price: 0,
  };
}
