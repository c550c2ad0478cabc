import { describe, expect, it } from 'vitest';
import {
  canRedeem,
  daysLeft,
  findHeldRewardProblem,
  generateVoucherCode,
  type HeldReward,
  heldRewardLabel,
  heldRewardState,
  matchesRewardFilter,
  normalizeVoucherCode,
  pointsAfterRedeem,
  REWARD_MESSAGES,
  type RewardCategory,
  type RewardType,
  rewardAppliedMessage,
  rewardCategory,
  rewardExpiry,
  rewardPriceAdjustment,
} from './rewards';

const now = new Date('2026-11-27T07:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('rewardCategory (spec 1 §3 "Derived display")', () => {
  it.each<[string | null, RewardCategory]>([
    ['free_fnb', 'Food & Drinks'],
    ['free_play', 'Room'],
    ['free_merchandise', 'Merchandise'],
    ['free_spa', 'All'],
    ['', 'All'],
    [null, 'All'],
  ])('%s is %s', (type, category) => {
    expect(rewardCategory(type)).toBe(category);
  });
});

describe('matchesRewardFilter: the tab and the search together (spec 1 §5)', () => {
  const tea = { name: 'Free Es Teh Manis', type: 'free_fnb' };
  it.each<[string, RewardCategory, string, boolean]>([
    ['every reward under All with no search', 'All', '', true],
    ['its own tab', 'Food & Drinks', '', true],
    ['another tab', 'Room', '', false],
    ['a substring in another case', 'All', 'es TEH', true],
    ['a search with spaces around it', 'Food & Drinks', '  teh ', true],
    ['a search that is not in the name', 'All', 'kopi', false],
    ['a matching search under another tab', 'Merchandise', 'teh', false],
  ])('%s', (_case, category, search, expected) => {
    expect(matchesRewardFilter(tea, { category, search })).toBe(expected);
  });
});

describe('canRedeem and pointsAfterRedeem (spec 1 §4 Redeem flow, §5)', () => {
  it.each([
    // balance, points required, may redeem, points after
    [100, 40, true, 60],
    [40, 40, true, 0],
    [39, 40, false, 0],
    [0, 40, false, 0],
  ])('a balance of %i for %i points: %s, leaving %i', (balance, required, may, after) => {
    expect(canRedeem(balance, required)).toBe(may);
    expect(pointsAfterRedeem(balance, required)).toBe(after);
  });
});

describe('rewardExpiry', () => {
  it.each([
    [30, '2026-12-27T07:00:00.000Z'],
    [60, '2027-01-26T07:00:00.000Z'],
    [1, '2026-11-28T07:00:00.000Z'],
  ])('%i days after redeeming', (days, expected) => {
    expect(rewardExpiry(now, days).toISOString()).toBe(expected);
  });
});

describe('heldRewardState, findHeldRewardProblem: the one rule for a usable held reward', () => {
  it.each<[string, HeldReward, 'available' | 'used' | 'expired', string | null]>([
    ['available before its expiry', { status: 'available', expires_at: at(DAY) }, 'available', null],
    ['available a millisecond before', { status: 'available', expires_at: at(1) }, 'available', null],
    ['expiring exactly now', { status: 'available', expires_at: now }, 'expired', REWARD_MESSAGES.expired],
    [
      'past its expiry, though stored available',
      { status: 'available', expires_at: at(-HOUR).toISOString() },
      'expired',
      REWARD_MESSAGES.expired,
    ],
    ['stored expired', { status: 'expired', expires_at: at(DAY) }, 'expired', REWARD_MESSAGES.expired],
    ['used before its expiry', { status: 'used', expires_at: at(DAY) }, 'used', REWARD_MESSAGES.used],
    ['used and since expired', { status: 'used', expires_at: at(-DAY) }, 'used', REWARD_MESSAGES.used],
  ])('%s', (_case, held, state, problem) => {
    expect(heldRewardState(held, now)).toBe(state);
    expect(findHeldRewardProblem(held, now)).toBe(problem);
  });
});

describe('heldRewardLabel (spec 1 §2, §4)', () => {
  it.each<['available' | 'used' | 'expired', RewardType, string]>([
    ['available', 'free_fnb', 'Available'],
    ['available', 'free_play', 'Available'],
    ['available', 'free_merchandise', 'Pending Claim'],
    ['used', 'free_fnb', 'Used'],
    ['used', 'free_merchandise', 'Collected'],
    ['expired', 'free_play', 'Expired'],
    ['expired', 'free_merchandise', 'Expired'],
  ])('%s %s is %s', (state, type, label) => {
    expect(heldRewardLabel(state, type)).toBe(label);
  });
});

describe('daysLeft (spec 1 §3: rounded up, never below 0)', () => {
  it.each([
    ['30 days exactly', at(30 * DAY), 30],
    ['a day and a minute', at(DAY + 60_000), 2],
    ['an hour', at(HOUR), 1],
    ['a millisecond', at(1), 1],
    ['now', now, 0],
    ['a day ago', at(-DAY), 0],
  ])('%s', (_case, expiresAt, days) => {
    expect(daysLeft(expiresAt, now)).toBe(days);
    expect(daysLeft(expiresAt.toISOString(), now)).toBe(days);
  });
});

describe('generateVoucherCode', () => {
  it('writes RM- and two groups of five from the alphabet the randomness picks', () => {
    const picks = [0, 31, 10, 17, 20, 1, 2, 3, 4, 5];
    let next = 0;
    const code = generateVoucherCode((size) => {
      expect(size).toBe(32);
      return picks[next++] ?? 0;
    });
    expect(code).toBe('RM-0ZAHM-12345');
  });

  it('never writes I, L, O or U, and refuses a pick outside the alphabet', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 32; index++) seen.add(generateVoucherCode(() => index).slice(3, 4));
    expect([...seen].join('')).toBe('0123456789ABCDEFGHJKMNPQRSTVWXYZ');
    expect(() => generateVoucherCode(() => 32)).toThrow(RangeError);
  });

  it('reads a typed code as stored', () => {
    expect(normalizeVoucherCode('  rm-0zahm-12345 ')).toBe('RM-0ZAHM-12345');
  });
});

describe('rewardPriceAdjustment: a reward covers what it grants', () => {
  it.each([
    ['two hours of play', 70_000, [], [70_000, 0, 70_000]],
    [
      'two teas and a noodle',
      0,
      [
        { price: 8_000, quantity: 2 },
        { price: 15_000, quantity: 1 },
      ],
      [0, 31_000, 31_000],
    ],
    ['nothing priced', 0, [], [0, 0, 0]],
  ] as const)('%s', (_case, sessionPrice, items, [session, fnb, discount]) => {
    expect(rewardPriceAdjustment({ sessionPrice, items })).toEqual({
      original_session_price: session,
      original_fnb_price: fnb,
      discount_amount: discount,
      final_session_price: 0,
      final_fnb_price: 0,
    });
  });
});

describe('rewardAppliedMessage', () => {
  it('counts the free items with the spec’s words (spec 2 §8)', () => {
    expect(rewardAppliedMessage({ type: 'free_fnb', itemCount: 3 })).toBe(
      'Free F&B reward applied! You have 3 free item(s).',
    );
  });

  it('names the hours and the unit of free play', () => {
    expect(rewardAppliedMessage({ type: 'free_play', hours: 2, unitName: 'VIP 1' })).toBe(
      'Free play reward applied! 2 hour(s) on VIP 1, free of charge.',
    );
  });
});
