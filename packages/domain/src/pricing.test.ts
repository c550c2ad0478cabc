import { describe, expect, it } from 'vitest';
import { calculateBookingPrice, type PriceInput } from './pricing';

const base: PriceInput = {
  pricePerHour: 25_000,
  hours: 2,
  items: [],
  promoPercentage: 0,
  taxPercentage: 10,
  serviceFees: [2_000],
};

describe('calculateBookingPrice (spec 2 §9)', () => {
  it.each<[string, Partial<PriceInput>, Partial<ReturnType<typeof calculateBookingPrice>>]>([
    [
      'session only: hours × price, fee added, no tax on the session',
      {},
      {
        sessionSubtotal: 50_000,
        fnbSubtotal: 0,
        subtotal: 50_000,
        taxAmount: 0,
        serviceFeeAmount: 2_000,
        total: 52_000,
      },
    ],
    [
      'food adds PB1 on the food part only',
      {
        items: [
          { price: 15_000, quantity: 2 },
          { price: 8_000, quantity: 1 },
        ],
      },
      { fnbSubtotal: 38_000, subtotal: 88_000, taxAmount: 3_800, total: 93_800 },
    ],
    [
      'promo 10% splits pro rata over session and food; tax after promo',
      { items: [{ price: 15_000, quantity: 2 }], promoPercentage: 10 },
      {
        sessionDiscount: 5_000,
        fnbDiscount: 3_000,
        discountAmount: 8_000,
        taxAmount: 2_700,
        total: 45_000 + 27_000 + 2_700 + 2_000,
      },
    ],
    [
      'a room-only promo comes off the session alone; the food and its PB1 stay whole',
      { items: [{ price: 15_000, quantity: 2 }], promoPercentage: 10, promoScope: 'room' },
      {
        sessionDiscount: 5_000,
        fnbDiscount: 0,
        discountAmount: 5_000,
        taxAmount: 3_000,
        total: 45_000 + 30_000 + 3_000 + 2_000,
      },
    ],
    [
      'a food-only promo comes off the food alone, PB1 on the food after it',
      { items: [{ price: 15_000, quantity: 2 }], promoPercentage: 10, promoScope: 'fnb' },
      {
        sessionDiscount: 0,
        fnbDiscount: 3_000,
        discountAmount: 3_000,
        taxAmount: 2_700,
        total: 50_000 + 27_000 + 2_700 + 2_000,
      },
    ],
    [
      'a promo for both splits pro rata, as with no scope',
      { items: [{ price: 15_000, quantity: 2 }], promoPercentage: 10, promoScope: 'all' },
      { sessionDiscount: 5_000, fnbDiscount: 3_000, taxAmount: 2_700 },
    ],
    [
      'rounds the promo and the tax to whole rupiah',
      {
        pricePerHour: 15_000,
        hours: 1,
        items: [{ price: 5_500, quantity: 1 }],
        promoPercentage: 15,
        serviceFees: [],
      },
      { sessionDiscount: 2_250, fnbDiscount: 825, taxAmount: 468, total: 12_750 + 4_675 + 468 },
    ],
    [
      'several active fees add up',
      { serviceFees: [2_000, 1_500] },
      { serviceFeeAmount: 3_500, total: 53_500 },
    ],
    [
      'a reward waives the fees and covers the session',
      { isReward: true, rewardSessionDiscount: 50_000 },
      { rewardDiscount: 50_000, serviceFeeAmount: 0, total: 0 },
    ],
    [
      'free food from a reward pays no tax on the free part',
      {
        pricePerHour: 0,
        hours: 0,
        items: [
          { price: 12_000, quantity: 1 },
          { price: 6_000, quantity: 1 },
        ],
        isReward: true,
        rewardFnbDiscount: 18_000,
      },
      { fnbSubtotal: 18_000, rewardDiscount: 18_000, taxAmount: 0, total: 0 },
    ],
    [
      'a 100% promo leaves only the fees',
      { items: [{ price: 10_000, quantity: 1 }], promoPercentage: 100 },
      { discountAmount: 60_000, taxAmount: 0, total: 2_000 },
    ],
    ['zero hours and no food is zero plus fees', { hours: 0 }, { subtotal: 0, total: 2_000 }],
    [
      'negative quantities and prices never lower the total',
      {
        items: [
          { price: -10_000, quantity: 1 },
          { price: 10_000, quantity: -3 },
        ],
        serviceFees: [],
      },
      { fnbSubtotal: 0, total: 50_000 },
    ],
    [
      'a percentage over 100 counts as 100',
      { promoPercentage: 250, serviceFees: [] },
      { discountAmount: 50_000, total: 0 },
    ],
    [
      'a reward larger than the session does not go below zero',
      { rewardSessionDiscount: 999_999, isReward: true },
      { rewardDiscount: 50_000, total: 0 },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(calculateBookingPrice({ ...base, ...patch })).toMatchObject(expected);
  });

  it('total always equals its parts', () => {
    for (const [promoPercentage, promoScope] of [0, 5, 10, 33, 100].flatMap((percent) =>
      (['room', 'fnb', 'all'] as const).map((scope) => [percent, scope] as const),
    )) {
      const price = calculateBookingPrice({
        ...base,
        items: [{ price: 7_777, quantity: 3 }],
        promoPercentage,
        promoScope,
      });
      expect(price.total).toBe(
        price.subtotal -
          price.rewardDiscount -
          price.discountAmount +
          price.taxAmount +
          price.serviceFeeAmount,
      );
    }
  });
});
