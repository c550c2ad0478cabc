import { describe, expect, it } from 'vitest';
import {
  findPromoProblem,
  findPromoUseProblem,
  normalizePromoCode,
  PROMO_MESSAGES,
  PROMO_RULE_MESSAGES,
  type PromoRules,
  type PromoUse,
  type PromoValidity,
} from './promos';

const now = new Date('2026-11-27T07:00:00Z');
const valid: PromoValidity = {
  is_active: true,
  start_date: '2026-11-01T00:00:00Z',
  end_date: '2027-11-01T00:00:00Z',
  times_used: 3,
  usage_limit: 10,
};

describe('findPromoProblem (spec 2 §5 promo validity, in order)', () => {
  it.each<[string, Partial<PromoValidity> | null, string | null]>([
    ['valid', {}, null],
    ['no limits at all', { start_date: null, end_date: null, usage_limit: null }, null],
    ['inactive', { is_active: false }, PROMO_MESSAGES.inactive],
    [
      'inactive wins over expired and used up',
      { is_active: false, end_date: '2026-01-01T00:00:00Z', times_used: 10 },
      PROMO_MESSAGES.inactive,
    ],
    ['not yet started', { start_date: '2026-11-27T07:00:01Z' }, PROMO_MESSAGES.notStarted],
    ['starts exactly now', { start_date: now.toISOString() }, null],
    ['expired', { end_date: '2026-11-27T06:59:59Z' }, PROMO_MESSAGES.expired],
    ['ends exactly now', { end_date: now.toISOString() }, null],
    [
      'not started wins over used up',
      { start_date: '2026-12-01T00:00:00Z', times_used: 10 },
      PROMO_MESSAGES.notStarted,
    ],
    ['used up at the limit', { times_used: 10 }, PROMO_MESSAGES.usedUp],
    ['one use left', { times_used: 9 }, null],
    ['a limit of zero is used up', { usage_limit: 0, times_used: 0 }, PROMO_MESSAGES.usedUp],
    ['not found', null, PROMO_MESSAGES.notFound],
  ])('%s', (_name, patch, expected) => {
    expect(findPromoProblem(patch === null ? null : { ...valid, ...patch }, now)).toBe(expected);
  });
});

describe('normalizePromoCode', () => {
  it.each([
    ['  openingyuk ', 'OPENINGYUK'],
    ['OpeningYuk', 'OPENINGYUK'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizePromoCode(input)).toBe(expected);
  });
});

describe("findPromoUseProblem (the venue's rules, after spec 2 §5 validity: scope, minimum spend, per customer)", () => {
  const rules: PromoRules = { usage_limit_per_user: 1, min_spend: 50_000, applies_to: 'all' };
  const roomBooking: PromoUse = { sessionSubtotal: 50_000, fnbSubtotal: 0, customerUses: 0 };
  const foodOrder: PromoUse = { sessionSubtotal: 0, fnbSubtotal: 50_000, customerUses: 0 };
  const roomWithFood: PromoUse = { sessionSubtotal: 40_000, fnbSubtotal: 20_000, customerUses: 0 };

  it.each<[string, Partial<PromoRules>, PromoUse, string | null]>([
    ['spend exactly at the minimum', {}, roomBooking, null],
    [
      'one rupiah below the minimum',
      {},
      { ...roomBooking, sessionSubtotal: 49_999 },
      'Minimal transaksi Rp50.000 untuk menggunakan promo ini',
    ],
    ['no minimum', { min_spend: 0 }, { ...roomBooking, sessionSubtotal: 1 }, null],
    [
      'room and food together reach the minimum of a promo for both',
      {},
      { ...roomWithFood, sessionSubtotal: 30_000 },
      null,
    ],
    [
      'a room-only promo counts the room alone toward the minimum',
      { applies_to: 'room' },
      roomWithFood,
      'Minimal transaksi Rp50.000 untuk menggunakan promo ini',
    ],
    [
      'a food-only promo counts the food alone toward the minimum',
      { applies_to: 'fnb', min_spend: 20_001 },
      roomWithFood,
      'Minimal transaksi Rp20.001 untuk menggunakan promo ini',
    ],
    ['limit not reached', {}, roomBooking, null],
    [
      'limit exactly reached',
      {},
      { ...roomBooking, customerUses: 1 },
      'Promo ini hanya dapat digunakan 1 kali per pelanggan',
    ],
    ['one use left of three', { usage_limit_per_user: 3 }, { ...roomBooking, customerUses: 2 }, null],
    [
      'three of three',
      { usage_limit_per_user: 3 },
      { ...roomBooking, customerUses: 3 },
      'Promo ini hanya dapat digunakan 3 kali per pelanggan',
    ],
    ['no per-customer limit', { usage_limit_per_user: null }, { ...roomBooking, customerUses: 40 }, null],
    ['nobody to count (no customer yet)', {}, { ...roomBooking, customerUses: null }, null],
    ['room-only on a room booking', { applies_to: 'room' }, roomBooking, null],
    [
      'room-only on a food order',
      { applies_to: 'room', min_spend: 0 },
      foodOrder,
      PROMO_RULE_MESSAGES.roomOnly,
    ],
    ['food-only on a food order', { applies_to: 'fnb' }, foodOrder, null],
    [
      'food-only on a room booking without food',
      { applies_to: 'fnb' },
      roomBooking,
      PROMO_RULE_MESSAGES.fnbOnly,
    ],
    ['food-only on a room booking with food', { applies_to: 'fnb', min_spend: 0 }, roomWithFood, null],
    ['both on a food order', {}, foodOrder, null],
    [
      'scope is told before the minimum and the limit',
      { applies_to: 'room' },
      { ...foodOrder, customerUses: 5 },
      PROMO_RULE_MESSAGES.roomOnly,
    ],
    [
      'the minimum is told before the limit',
      {},
      { ...roomBooking, sessionSubtotal: 10_000, customerUses: 5 },
      PROMO_RULE_MESSAGES.minSpend(50_000),
    ],
  ])('%s', (_name, patch, use, expected) => {
    expect(findPromoUseProblem({ ...rules, ...patch }, use)).toBe(expected);
  });
});
