import { describe, expect, it } from 'vitest';
import {
  boardStateOf,
  DESK_MESSAGES,
  type DeskBookingFacts,
  deskDateOf,
  extendedEnd,
  extensionPrice,
  findCheckInProblem,
  findExtendProblem,
  findNoShowProblem,
  findRefundProblem,
  isExtensionStep,
  isFullyRefunded,
  MOVABLE_BOARD_STATES,
  pointsToReverse,
  refundableAmount,
} from './desk';

const start = new Date('2026-11-27T12:00:00Z');
const end = new Date('2026-11-27T14:00:00Z');
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

const paid: DeskBookingFacts = {
  bookingType: 'room',
  status: 'confirmed',
  startAt: start,
  endAt: end,
  checkedInAt: null,
};

describe('findCheckInProblem', () => {
  it.each<[string, Partial<DeskBookingFacts>, number, string | null]>([
    ['16 minutes before the start', {}, -16, DESK_MESSAGES.checkInTooEarly],
    ['15 minutes before the start', {}, -15, null],
    ['at the start', {}, 0, null],
    ['after the sweeper made it ongoing', { status: 'ongoing' }, 30, null],
    ['a minute before the end', {}, 119, null],
    ['at the end', {}, 120, DESK_MESSAGES.ended],
    ['twice', { checkedInAt: at(-5) }, 0, DESK_MESSAGES.alreadyCheckedIn],
    ['an unpaid hold', { status: 'pending' }, 0, DESK_MESSAGES.notPaid],
    ['a cancelled booking', { status: 'cancelled' }, 0, DESK_MESSAGES.notActive],
    ['a completed booking', { status: 'completed' }, 0, DESK_MESSAGES.notActive],
    ['a venue block', { bookingType: 'block' }, 0, DESK_MESSAGES.notRoom],
    ['a food order', { bookingType: 'fnb', startAt: null, endAt: null }, 0, DESK_MESSAGES.notRoom],
  ])('%s', (_label, facts, minutes, expected) => {
    expect(findCheckInProblem({ ...paid, ...facts }, at(minutes))).toBe(expected);
  });
});

describe('findNoShowProblem', () => {
  it.each<[string, Partial<DeskBookingFacts>, number, string | null]>([
    ['a minute before the start', {}, -1, DESK_MESSAGES.noShowTooEarly],
    ['at the start', {}, 0, null],
    ['ongoing by the clock, never checked in', { status: 'ongoing' }, 45, null],
    ['checked in', { status: 'ongoing', checkedInAt: at(-3) }, 45, DESK_MESSAGES.noShowCheckedIn],
    ['at the end', {}, 120, DESK_MESSAGES.ended],
    ['an unpaid hold', { status: 'pending' }, 10, DESK_MESSAGES.notPaid],
    ['refunded', { status: 'refunded' }, 10, DESK_MESSAGES.notActive],
  ])('%s', (_label, facts, minutes, expected) => {
    expect(findNoShowProblem({ ...paid, ...facts }, at(minutes))).toBe(expected);
  });
});

describe('extensions', () => {
  it.each<[number, boolean]>([
    [0, false],
    [15, false],
    [30, true],
    [45, false],
    [60, true],
    [480, true],
    [510, false],
    [-30, false],
    [30.5, false],
  ])('%s minutes is a step: %s', (minutes, expected) => {
    expect(isExtensionStep(minutes)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [15_000, 30, 7_500],
    [15_000, 60, 15_000],
    [25_000, 90, 37_500],
    [12_345, 30, 6_173],
    [12_345, 90, 18_518],
    [0, 60, 0],
  ])('Rp%s an hour for %s minutes costs Rp%s', (rate, minutes, price) => {
    expect(extensionPrice(rate, minutes)).toBe(price);
  });

  it('moves the end by the minutes added', () => {
    expect(extendedEnd(end, 60).toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });

  it.each<[string, Partial<DeskBookingFacts>, number, string | null]>([
    ['before the start', {}, -60, null],
    ['while playing', { status: 'ongoing', checkedInAt: at(0) }, 100, null],
    ['at the end', { status: 'ongoing' }, 120, DESK_MESSAGES.ended],
    ['an unpaid hold', { status: 'pending' }, 0, DESK_MESSAGES.notPaid],
    ['a no-show', { status: 'cancelled' }, 30, DESK_MESSAGES.notActive],
  ])('extending %s', (_label, facts, minutes, expected) => {
    expect(findExtendProblem({ ...paid, ...facts }, at(minutes))).toBe(expected);
  });
});

describe('refunds', () => {
  it.each<[number, number, number, string | null]>([
    [100_000, 0, 100_000, null],
    [100_000, 0, 1, null],
    [100_000, 0, 100_001, DESK_MESSAGES.refundTooLarge],
    [100_000, 0, 0, DESK_MESSAGES.refundTooLarge],
    [100_000, 60_000, 40_000, null],
    [100_000, 60_000, 40_001, DESK_MESSAGES.refundTooLarge],
    [100_000, 100_000, 1, DESK_MESSAGES.nothingToRefund],
    [0, 0, 1, DESK_MESSAGES.nothingToRefund],
  ])('paid %s, refunded %s: refunding %s', (paidAmount, refunded, amount, expected) => {
    expect(findRefundProblem({ paid: paidAmount, refunded }, amount)).toBe(expected);
  });

  it.each<[number, number, number, boolean]>([
    [100_000, 0, 100_000, false],
    [100_000, 99_999, 1, false],
    [100_000, 100_000, 0, true],
    [0, 0, 0, false],
  ])('paid %s, refunded %s: %s left, fully refunded %s', (paidAmount, refunded, left, full) => {
    expect(refundableAmount({ paid: paidAmount, refunded })).toBe(left);
    expect(isFullyRefunded({ paid: paidAmount, refunded })).toBe(full);
  });

  it.each<[string, number, number, number, number, number]>([
    ['half of 8 points', 8, 100_000, 0, 50_000, 4],
    ['the full amount at once', 8, 100_000, 0, 100_000, 8],
    ['a third, rounded down', 10, 90_000, 0, 30_000, 3],
    ['the second third', 10, 90_000, 30_000, 30_000, 3],
    ['the last third takes the remainder', 10, 90_000, 60_000, 30_000, 4],
    ['a sliver', 8, 100_000, 0, 1, 0],
    ['nothing earned', 0, 100_000, 0, 50_000, 0],
    ['nothing paid', 8, 0, 0, 50_000, 0],
  ])('%s', (_label, earned, paidAmount, refundedBefore, refundedNow, expected) => {
    expect(pointsToReverse({ earned, paid: paidAmount, refundedBefore, refundedNow })).toBe(expected);
  });

  it('adds up to the earned points over any split', () => {
    const splits = [
      [1, 1, 1],
      [33_333, 33_333, 33_334],
      [99_999, 1],
    ];
    for (const split of splits) {
      let before = 0;
      let total = 0;
      for (const amount of split) {
        total += pointsToReverse({ earned: 7, paid: 100_000, refundedBefore: before, refundedNow: amount });
        before += amount;
      }
      expect(total).toBe(before === 100_000 ? 7 : Math.floor((7 * before) / 100_000));
    }
  });
});

describe('boardStateOf', () => {
  it.each<['room' | 'fnb' | 'block', string, string | null, string]>([
    ['room', 'pending', null, 'hold'],
    ['room', 'confirmed', null, 'confirmed'],
    ['room', 'ongoing', null, 'ongoing'],
    ['room', 'completed', null, 'completed'],
    ['room', 'cancelled', 'no_show', 'no_show'],
    ['room', 'cancelled', 'expired', 'cancelled'],
    ['room', 'cancelled', 'Customer called to cancel', 'cancelled'],
    ['room', 'refunded', null, 'refunded'],
    ['block', 'confirmed', null, 'venue'],
    ['block', 'ongoing', null, 'venue'],
    ['block', 'completed', null, 'completed'],
    ['block', 'cancelled', null, 'cancelled'],
  ])('a %s booking %s (%s) is %s', (bookingType, status, cancelReason, expected) => {
    expect(boardStateOf({ bookingType, status, cancelReason })).toBe(expected);
  });

  it('lets the desk move what occupies a unit: a hold, a paid booking, one playing', () => {
    expect(MOVABLE_BOARD_STATES).toEqual(['hold', 'confirmed', 'ongoing']);
  });
});

describe('deskDateOf', () => {
  it.each<[string, string, string]>([
    ['a Friday evening', '2026-11-27T13:00:00Z', '2026-11-27'],
    ['Saturday 00:30, still Friday', '2026-11-27T17:30:00Z', '2026-11-27'],
    ['Saturday 01:00, closed: Saturday', '2026-11-27T18:00:00Z', '2026-11-28'],
    ['Tuesday 00:30, Monday closed at 24:00', '2026-11-23T17:30:00Z', '2026-11-24'],
    ['Tuesday 09:00 before opening', '2026-11-24T02:00:00Z', '2026-11-24'],
  ])('%s', (_label, instant, expected) => {
    expect(deskDateOf(new Date(instant), 'Asia/Jakarta')).toBe(expected);
  });
});
