import type { BookingDetail } from '@ruangmain/domain/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { moneyRows } from '@/features/history/utils/booking-text';
import { bookingSchedule } from '@/lib/booking-schedule';

describe('bookingSchedule (spec 2 §1 "Dates are shown in Indonesian long format")', () => {
  it.each<[string, Pick<BookingDetail, 'start_time' | 'end_time' | 'created_at'>, object]>([
    [
      'a room booking',
      { start_time: '2026-11-23 14:00', end_time: '2026-11-23 16:00', created_at: '2026-11-20T01:00:00Z' },
      { date: 'Senin, 23 November 2026', start: '14:00', end: '16:00', isOrderTime: false },
    ],
    [
      'a Friday night past midnight',
      { start_time: '2026-11-27 23:00', end_time: '2026-11-28 01:00', created_at: '2026-11-20T01:00:00Z' },
      { date: 'Jumat, 27 November 2026', start: '23:00', end: '01:00' },
    ],
    [
      'a food order, by when it was placed in the venue’s zone',
      { start_time: null, end_time: null, created_at: '2026-11-22T17:30:00.000Z' },
      { date: 'Senin, 23 November 2026', start: '00:30', end: null, isOrderTime: true },
    ],
  ])('%s', (_label, booking, expected) => {
    expect(bookingSchedule(booking, 'id')).toMatchObject(expected);
  });
});

describe('moneyRows (spec 2 §3 transactions[0])', () => {
  const charged = {
    order_id: 'BOOK-20261122-7Q2XKD-1',
    payment_status: 'settlement' as const,
    subtotal_room: 100_000,
    subtotal_fnb: 30_000,
    promo_code: 'OPENINGYUK',
    promo_percentage: 10,
    discount_amount: 13_000,
    reward_discount: 0,
    tax_percentage: 10,
    tax_amount: 2_700,
    service_fee_amount: 2_000,
    final_amount: 121_700,
  };

  it('lists every part in the order the total is reached, deductions marked', () => {
    expect(moneyRows(charged)).toEqual([
      { key: 'roomSubtotal', amount: 100_000, isDeduction: false },
      { key: 'fnbSubtotal', amount: 30_000, isDeduction: false },
      { key: 'promo', amount: 13_000, isDeduction: true },
      { key: 'rewardDiscount', amount: 0, isDeduction: true },
      { key: 'tax', amount: 2_700, isDeduction: false },
      { key: 'serviceFee', amount: 2_000, isDeduction: false },
    ]);
  });

  it('adds up to the final amount', () => {
    const sum = moneyRows(charged).reduce(
      (total, row) => total + (row.isDeduction ? -row.amount : row.amount),
      0,
    );
    expect(sum).toBe(charged.final_amount);
  });

  it('names a discount without a promo plainly', () => {
    expect(moneyRows({ ...charged, promo_code: null, promo_percentage: null })[2]).toEqual({
      key: 'discount',
      amount: 13_000,
      isDeduction: true,
    });
  });
});
