import { describe, expect, it } from 'vitest';
import {
  type BookingMoney,
  type BookingMoneyInput,
  bookingTotalOf,
  type ChargedAmounts,
  listBookingMoneyLines,
  summarizeBookingMoney,
} from './booking-money';
import { extensionPrice } from './desk';
import { calculateBookingPrice, type PriceInput } from './pricing';

/** What a booking is charged when made, as the server stores it (pricing.ts). */
function charge(input: Partial<PriceInput>): ChargedAmounts {
  const price = calculateBookingPrice({
    pricePerHour: 25_000,
    hours: 2,
    items: [],
    promoPercentage: 0,
    taxPercentage: 0,
    serviceFees: [],
    ...input,
  });
  return {
    subtotal_room: price.sessionSubtotal,
    subtotal_fnb: price.fnbSubtotal,
    discount_amount: price.discountAmount,
    reward_discount: price.rewardDiscount,
    tax_amount: price.taxAmount,
    service_fee_amount: price.serviceFeeAmount,
    final_amount: price.total,
  };
}

const plain = charge({}); // 2 h × Rp25.000
const settled = (gross_amount: number) => ({ gross_amount, status: 'settlement' as const });
const hour = extensionPrice(25_000, 60);
const halfHour = extensionPrice(25_000, 30);

describe('summarizeBookingMoney', () => {
  it.each<[string, BookingMoneyInput, Partial<BookingMoney>]>([
    [
      'no extension, paid cash',
      { status: 'confirmed', charged: plain, extensions: [], payments: [settled(50_000)], refunded: 0 },
      { session: 50_000, extensions: 0, total: 50_000, paid: 50_000, due: 0, refundable: 50_000 },
    ],
    [
      'a 60-minute extension paid cash (the Saturday: Total Rp52.000 beside Paid Rp77.000)',
      {
        status: 'ongoing',
        charged: charge({ serviceFees: [2_000] }),
        extensions: [{ amount: hour, status: 'paid' }],
        payments: [settled(52_000), settled(hour)],
        refunded: 0,
      },
      { session: 50_000, extensions: 25_000, fee: 2_000, total: 77_000, paid: 77_000, due: 0 },
    ],
    [
      'two extensions, one cash and one QRIS still unpaid',
      {
        status: 'ongoing',
        charged: plain,
        extensions: [
          { amount: hour, status: 'paid' },
          { amount: halfHour, status: 'pending' },
        ],
        payments: [settled(50_000), settled(hour), { gross_amount: halfHour, status: 'pending' }],
        refunded: 0,
      },
      { extensions: 37_500, total: 87_500, paid: 75_000, due: 12_500 },
    ],
    [
      'two extensions paid cash and QRIS',
      {
        status: 'ongoing',
        charged: plain,
        extensions: [
          { amount: hour, status: 'paid' },
          { amount: halfHour, status: 'paid' },
        ],
        payments: [settled(50_000), settled(hour), { gross_amount: halfHour, status: 'capture' }],
        refunded: 0,
      },
      { extensions: 37_500, total: 87_500, paid: 87_500, due: 0 },
    ],
    [
      'a QRIS extension that expired gave its time and its price back',
      {
        status: 'ongoing',
        charged: plain,
        extensions: [{ amount: hour, status: 'released' }],
        payments: [settled(50_000), { gross_amount: hour, status: 'expire' }],
        refunded: 0,
      },
      { extensions: 0, total: 50_000, paid: 50_000, due: 0 },
    ],
    [
      'a 10% promo over session and food, PB1 on the food after the promo, and a fee',
      {
        status: 'confirmed',
        charged: charge({
          items: [{ price: 20_000, quantity: 2 }],
          promoPercentage: 10,
          taxPercentage: 10,
          serviceFees: [3_000],
        }),
        extensions: [],
        payments: [settled(87_600)],
        refunded: 0,
      },
      { session: 50_000, food: 40_000, promo: 9_000, tax: 3_600, fee: 3_000, total: 87_600, due: 0 },
    ],
    [
      'a reward covering the session, fees waived',
      {
        status: 'confirmed',
        charged: charge({ isReward: true, rewardSessionDiscount: 50_000, serviceFees: [3_000] }),
        extensions: [],
        payments: [],
        refunded: 0,
      },
      { session: 50_000, reward: 50_000, fee: 0, total: 0, paid: 0, due: 0, refundable: 0 },
    ],
    [
      'an unpaid hold owes its total',
      { status: 'pending', charged: plain, extensions: [], payments: [], refunded: 0 },
      { total: 50_000, paid: 0, due: 50_000 },
    ],
    [
      'a partial refund',
      {
        status: 'completed',
        charged: plain,
        extensions: [{ amount: hour, status: 'paid' }],
        payments: [settled(50_000), settled(hour)],
        refunded: 25_000,
      },
      { total: 75_000, paid: 75_000, refunded: 25_000, due: 0, refundable: 50_000 },
    ],
    [
      'a full refund',
      {
        status: 'refunded',
        charged: plain,
        extensions: [],
        payments: [{ gross_amount: 50_000, status: 'refund' }],
        refunded: 50_000,
      },
      { total: 50_000, paid: 50_000, refunded: 50_000, due: 0, refundable: 0 },
    ],
    [
      'a cancelled hold never paid shows no total',
      {
        status: 'cancelled',
        charged: plain,
        extensions: [],
        payments: [{ gross_amount: 50_000, status: 'expire' }],
        refunded: 0,
      },
      { total: null, paid: 0, due: 0, refundable: 0 },
    ],
    [
      'a paid booking cancelled at the desk keeps its total until refunded',
      { status: 'cancelled', charged: plain, extensions: [], payments: [settled(50_000)], refunded: 0 },
      { total: 50_000, paid: 50_000, due: 0, refundable: 50_000 },
    ],
  ])('%s', (_label, input, expected) => {
    const money = summarizeBookingMoney(input);
    expect(money).toMatchObject(expected);
    // Every line adds up to the total the drawer and the receipt show.
    if (money.total !== null) {
      const lines = listBookingMoneyLines(money).reduce((sum, line) => sum + line.amount, 0);
      expect(lines).toBe(money.total);
    }
    expect(money.refundable).toBe(money.paid - money.refunded);
  });
});

describe('bookingTotalOf', () => {
  it.each<[string, Parameters<typeof bookingTotalOf>[0], number | null]>([
    [
      'a paid booking: its price',
      { status: 'confirmed', finalAmount: 52_000, extensions: 0, paid: 52_000 },
      52_000,
    ],
    [
      'an hour added in cash: the price and the hour',
      { status: 'ongoing', finalAmount: 52_000, extensions: 25_000, paid: 77_000 },
      77_000,
    ],
    [
      'a hold not paid yet: its price, owed',
      { status: 'pending', finalAmount: 52_000, extensions: 0, paid: 0 },
      52_000,
    ],
    [
      'a hold cancelled unpaid: none',
      { status: 'cancelled', finalAmount: 52_000, extensions: 0, paid: 0 },
      null,
    ],
    [
      'a refunded booking that was paid: its price',
      { status: 'refunded', finalAmount: 52_000, extensions: 0, paid: 52_000 },
      52_000,
    ],
    [
      'a free booking (a reward) is a sale of Rp0',
      { status: 'confirmed', finalAmount: 0, extensions: 0, paid: 0 },
      0,
    ],
  ])('%s', (_label, input, expected) => {
    expect(bookingTotalOf(input)).toBe(expected);
  });
});
