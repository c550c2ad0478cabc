import { describe, expect, it } from 'vitest';
import {
  addHours,
  findRewardTimeProblem,
  findWalkInStart,
  isBookingPhone,
  isEmailAddress,
  isPaymentCancelReason,
  isTooFarInPast,
  pointsForBooking,
  wholeHoursBetween,
} from './bookings';

const at = (iso: string) => new Date(iso);

describe('isBookingPhone (spec 2 §5)', () => {
  it.each<[string, boolean]>([
    ['081234567890', true],
    ['+62 812-3456-7890', true],
    ['(022) 2501234', true],
    ['0812a4567890', false],
    ['0812.3456.7890', false],
    ['', false],
    ['+-() ', false],
  ])('%j → %s', (value, expected) => expect(isBookingPhone(value)).toBe(expected));
});

describe('isEmailAddress', () => {
  it.each<[string, boolean]>([
    ['budi@ruangmain.id', true],
    ['budi.santoso+main@mail.co.id', true],
    ['budi@ruangmain', false],
    ['budi ruangmain.id', false],
    ['@ruangmain.id', false],
    ['budi@', false],
  ])('%j → %s', (value, expected) => expect(isEmailAddress(value)).toBe(expected));
});

describe('wholeHoursBetween', () => {
  it.each<[string, string, number | null]>([
    ['2026-11-27T16:00:00Z', '2026-11-27T17:00:00Z', 1],
    ['2026-11-27T16:30:00Z', '2026-11-27T18:30:00Z', 2],
    // Friday 23:30 to Saturday 00:30 (Jakarta) crosses midnight and is one hour.
    ['2026-11-27T16:30:00Z', '2026-11-27T17:30:00Z', 1],
    ['2026-11-27T16:00:00Z', '2026-11-27T16:30:00Z', null],
    ['2026-11-27T16:00:00Z', '2026-11-27T16:00:00Z', null],
    ['2026-11-27T17:00:00Z', '2026-11-27T16:00:00Z', null],
    ['invalid', '2026-11-27T16:00:00Z', null],
  ])('%s → %s: %s', (start, end, expected) => expect(wholeHoursBetween(at(start), at(end))).toBe(expected));

  it('addHours is its inverse', () => {
    expect(addHours(at('2026-11-27T16:30:00Z'), 3).toISOString()).toBe('2026-11-27T19:30:00.000Z');
  });
});

describe('isTooFarInPast (OTS, 2 hours)', () => {
  const now = at('2026-11-23T05:00:00Z');
  it.each<[string, boolean]>([
    ['2026-11-23T05:30:00Z', false],
    ['2026-11-23T05:00:00Z', false],
    ['2026-11-23T03:00:00Z', false],
    ['2026-11-23T02:59:00Z', true],
    ['2026-11-22T05:00:00Z', true],
  ])('start %s → %s', (start, expected) => expect(isTooFarInPast(at(start), now)).toBe(expected));
});

describe('pointsForBooking (spec 2 §9)', () => {
  it.each<[number, number | null | undefined, number]>([
    [2, 6, 12],
    [2, null, 8],
    [3, undefined, 12],
    [1, 0, 0],
    [0, 6, 0],
    [-1, 6, 0],
  ])('%s h × %s → %s', (hours, perHour, expected) => expect(pointsForBooking(hours, perHour)).toBe(expected));
});

describe('findRewardTimeProblem (spec 2 §5)', () => {
  it.each<[number[], number, string | null]>([
    [[1, 2, 3], 2, null],
    [[1, 2], 2, null],
    [
      [1],
      2,
      'Time slot 23:00 only allows up to 1 hour(s), but your reward requires 2 hour(s). Please select a different time.',
    ],
    [
      [],
      1,
      'Time slot 23:00 only allows up to 0 hour(s), but your reward requires 1 hour(s). Please select a different time.',
    ],
  ])('%j for %s h', (allowedDurations, requiredHours, expected) =>
    expect(findRewardTimeProblem({ startTime: '23:00', allowedDurations, requiredHours })).toBe(expected),
  );
});

describe('isPaymentCancelReason (spec 2 §2 "Booking cancelled page")', () => {
  it.each([
    'timeout',
    'payment_timeout',
    'inactivity_timeout',
    'payment_failed',
    'payment_expired',
    'user_cancelled',
  ])('%s is a reason', (reason) => {
    expect(isPaymentCancelReason(reason)).toBe(true);
  });

  it.each([null, '', 'expired', 'staff_cancelled', 'USER_CANCELLED'])('%s is not', (value) => {
    expect(isPaymentCancelReason(value)).toBe(false);
  });
});

describe('a walk-in at the counter starts now or later (issue 29 item 6)', () => {
  const now = at('2026-11-28T04:40:20Z'); // 11:40:20 WIB
  it.each([
    ['a cell begun starts now, to the minute', '2026-11-28T04:30:00Z', '2026-11-28T04:40:00.000Z'],
    ['a cell long past starts now too', '2026-11-28T03:00:00Z', '2026-11-28T04:40:00.000Z'],
    ['a cell ahead keeps its start', '2026-11-28T05:00:00Z', '2026-11-28T05:00:00.000Z'],
  ])('%s', (_label, cell, start) => {
    expect(findWalkInStart(at(cell), now).toISOString()).toBe(start);
  });
});
