import { describe, expect, it } from 'vitest';
import {
  calculateFoodOrderPrice,
  customerNotesOf,
  describeSeating,
  foodOrderNote,
  isPaidOrderStatus,
  isRewardSelection,
  type Seating,
  seatingModeOf,
} from './food-order';

// spec 2 §3 "Food order": unit_id or table_number; neither is take-away.
describe('seatingModeOf', () => {
  it.each<[string, { unit_id?: number | null; table_number?: string | null }, string]>([
    ['a unit', { unit_id: 3 }, 'unit'],
    ['a unit, whatever table is sent with it', { unit_id: 3, table_number: '5' }, 'unit'],
    ['a table', { table_number: '5' }, 'table'],
    ['a table with a null unit', { unit_id: null, table_number: 'B12' }, 'table'],
    ['a blank table is take-away', { table_number: '   ' }, 'takeaway'],
    ['nothing is take-away', {}, 'takeaway'],
    ['nulls are take-away', { unit_id: null, table_number: null }, 'takeaway'],
  ])('%s', (_name, order, mode) => {
    expect(seatingModeOf(order)).toBe(mode);
  });
});

// spec 2 §9 "The seating note text is built as 'FnB Booking' (or 'FnB Booking with rewards') followed by
// the seating and the notes."
describe('foodOrderNote', () => {
  const table: Seating = { mode: 'table', tableNumber: '5' };
  const unit: Seating = { mode: 'unit', unitName: 'PS5 Regular 1' };
  const takeaway: Seating = { mode: 'takeaway' };
  it.each<[string, boolean, Seating, string | undefined, string]>([
    ['a table with notes', false, table, 'Less ice', 'FnB Booking - Table 5 - Less ice'],
    ['a unit without notes', false, unit, undefined, 'FnB Booking - Unit PS5 Regular 1'],
    ['take-away, blank notes left out', false, takeaway, '   ', 'FnB Booking - Take Away'],
    ['a reward order', true, takeaway, 'Pedas', 'FnB Booking with rewards - Take Away - Pedas'],
    ['notes trimmed', false, table, '  Tanpa es  ', 'FnB Booking - Table 5 - Tanpa es'],
  ])('%s', (_name, isReward, seating, notes, expected) => {
    expect(foodOrderNote({ isReward, seating, ...(notes === undefined ? {} : { notes }) })).toBe(expected);
  });

  it('describes each seating as the pages show it', () => {
    expect([table, unit, takeaway].map(describeSeating)).toEqual([
      'Table 5',
      'Unit PS5 Regular 1',
      'Take Away',
    ]);
  });
});

// spec 2 §2 "Reward orders: items are pre-selected … quantities are fixed".
describe('isRewardSelection', () => {
  const granted = [
    { id: 1, quantity: 1 },
    { id: 7, quantity: 2 },
  ];
  it.each<[string, Array<{ id: number; quantity: number }>, boolean]>([
    ['the same lines', granted, true],
    ['the same lines in another order', [granted[1], granted[0]] as typeof granted, true],
    [
      'a line split in two',
      [
        { id: 1, quantity: 1 },
        { id: 7, quantity: 1 },
        { id: 7, quantity: 1 },
      ],
      true,
    ],
    ['an empty line is ignored', [...granted, { id: 9, quantity: 0 }], true],
    [
      'one more of an item',
      [
        { id: 1, quantity: 2 },
        { id: 7, quantity: 2 },
      ],
      false,
    ],
    [
      'one less of an item',
      [
        { id: 1, quantity: 1 },
        { id: 7, quantity: 1 },
      ],
      false,
    ],
    ['an item missing', [{ id: 1, quantity: 1 }], false],
    ['an item added', [...granted, { id: 9, quantity: 1 }], false],
    [
      'another item instead',
      [
        { id: 1, quantity: 1 },
        { id: 8, quantity: 2 },
      ],
      false,
    ],
    ['nothing', [], false],
  ])('%s: %s', (_name, sent, expected) => {
    expect(isRewardSelection(sent, granted)).toBe(expected);
  });

  it('refuses anything for a reward that grants nothing', () => {
    expect(isRewardSelection([], [])).toBe(false);
  });
});

// spec 2 §9 "Pricing": promo off the food, PB1 on the food after the promo, rounded; no service fee.
describe('calculateFoodOrderPrice', () => {
  const teh = { price: 8_000, quantity: 2 };
  it.each<
    [
      string,
      Parameters<typeof calculateFoodOrderPrice>[0],
      Partial<ReturnType<typeof calculateFoodOrderPrice>>,
    ]
  >([
    [
      'two drinks with OPENINGYUK 10% and PB1 10%',
      { items: [teh], promoPercentage: 10, taxPercentage: 10, isReward: false },
      { fnbSubtotal: 16_000, discountAmount: 1_600, taxAmount: 1_440, serviceFeeAmount: 0, total: 15_840 },
    ],
    [
      'no promo',
      { items: [teh], promoPercentage: 0, taxPercentage: 10, isReward: false },
      { discountAmount: 0, taxAmount: 1_600, total: 17_600 },
    ],
    [
      'the promo rounds half up (17% of 8,250 = 1,402.5)',
      { items: [{ price: 8_250, quantity: 1 }], promoPercentage: 17, taxPercentage: 0, isReward: false },
      { discountAmount: 1_403, taxAmount: 0, total: 6_847 },
    ],
    [
      'PB1 rounds half up (10% of 6,845 = 684.5)',
      { items: [{ price: 6_845, quantity: 1 }], promoPercentage: 0, taxPercentage: 10, isReward: false },
      { taxAmount: 685, total: 7_530 },
    ],
    [
      'PB1 rounds down under a half (10% of 6,844 = 684.4)',
      { items: [{ price: 6_844, quantity: 1 }], promoPercentage: 0, taxPercentage: 10, isReward: false },
      { taxAmount: 684, total: 7_528 },
    ],
    [
      'a 100% promo leaves nothing, tax included',
      { items: [teh], promoPercentage: 100, taxPercentage: 10, isReward: false },
      { discountAmount: 16_000, taxAmount: 0, total: 0 },
    ],
    [
      'a reward order is free, whatever promo is sent',
      {
        items: [teh, { price: 15_000, quantity: 1 }],
        promoPercentage: 50,
        taxPercentage: 10,
        isReward: true,
      },
      { fnbSubtotal: 31_000, rewardDiscount: 31_000, discountAmount: 0, taxAmount: 0, total: 0 },
    ],
    [
      'no items cost nothing',
      { items: [], promoPercentage: 10, taxPercentage: 10, isReward: false },
      { subtotal: 0, total: 0 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(calculateFoodOrderPrice(input)).toMatchObject({ sessionSubtotal: 0, ...expected });
  });
});

// spec 2 §2 "a status badge (Success or Pending Payment)".
describe('isPaidOrderStatus', () => {
  it.each<[string, boolean]>([
    ['pending', false],
    ['confirmed', true],
    ['preparing', true],
    ['served', true],
    ['ongoing', true],
    ['completed', true],
    ['cancelled', false],
    ['refunded', false],
  ])('%s: %s', (status, expected) => {
    expect(isPaidOrderStatus(status)).toBe(expected);
  });
});

// Issue 30: the note's head ('FnB Booking with rewards') is the venue's, never shown to a customer.
describe('customerNotesOf', () => {
  it.each([
    ['FnB Booking - Table 5 - Less ice', 'Less ice'],
    ['FnB Booking with rewards - Unit PS5 Regular 1 - Extra pedas', 'Extra pedas'],
    ['FnB Booking - Take Away', ''],
    ['FnB Booking with rewards - Table 12', ''],
    ['FnB Booking', ''],
    ['FnB Booking - Table 5 - Less ice - no straw', 'Less ice - no straw'],
    ['Birthday party, bring a cake', 'Birthday party, bring a cake'],
    ['FnB Bookings are great', 'FnB Bookings are great'],
    ['', ''],
  ])('%j → %j', (note, expected) => {
    expect(customerNotesOf(note)).toBe(expected);
  });

  it('takes back what foodOrderNote wrote', () => {
    const seating: Seating = { mode: 'unit', unitName: 'VIP 1' };
    expect(customerNotesOf(foodOrderNote({ isReward: true, seating, notes: ' Pedas ' }))).toBe('Pedas');
    expect(customerNotesOf(foodOrderNote({ isReward: false, seating }))).toBe('');
  });
});
