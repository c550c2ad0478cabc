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
  IN_USE_BOARD_STATES,
  isAtUnitNow,
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
  // Saturday 28 November 2026, 12:00–14:00 WIB (05:00–07:00 UTC).
  const start = new Date('2026-11-28T05:00:00Z');
  const end = new Date('2026-11-28T07:00:00Z');
  const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);
  const room = (status: string, checkedInAt: Date | null = null, cancelReason: string | null = null) => ({
    bookingType: 'room' as const,
    status,
    cancelReason,
    startAt: start,
    endAt: end,
    checkedInAt,
  });

  it.each<[string, ReturnType<typeof room>, Date, string]>([
    ['a paid booking a minute before its start', room('confirmed'), at(-1), 'upcoming'],
    ['a paid booking exactly at its start, nobody checked in', room('confirmed'), at(0), 'due'],
    ['a minute after its start, nobody checked in', room('confirmed'), at(1), 'due'],
    ['started by the clock (sweeper), nobody checked in', room('ongoing'), at(30), 'due'],
    ['checked in a minute after its start', room('ongoing', at(1)), at(1), 'playing'],
    ['checked in 15 minutes before its start', room('ongoing', at(-15)), at(-10), 'playing'],
    ['checked in, a minute before its end', room('ongoing', at(0)), at(119), 'playing'],
    ['checked in, exactly at its end (sweeper not run yet)', room('ongoing', at(0)), at(120), 'completed'],
    ['never checked in, exactly at its end', room('ongoing'), at(120), 'completed'],
    ['completed by the sweeper', room('completed', at(0)), at(121), 'completed'],
    ['an unpaid hold, before and after its start', room('pending'), at(1), 'hold'],
    ['a no-show', room('cancelled', null, 'no_show'), at(30), 'no_show'],
    ['cancelled by the desk', room('cancelled', null, 'Customer called to cancel'), at(-60), 'cancelled'],
    ['an expired hold', room('cancelled', null, 'expired'), at(-60), 'cancelled'],
    ['refunded', room('refunded', at(0)), at(30), 'refunded'],
  ])('%s is %s', (_label, booking, now, expected) => {
    expect(boardStateOf(booking, now)).toBe(expected);
  });

  // Food may go to a unit whose party is there now (issue 30): checked in, or within its time.
  it.each<[string, ReturnType<typeof room>, Date, boolean]>([
    ['a paid booking a minute before its start', room('confirmed'), at(-1), false],
    ['checked in 15 minutes early', room('confirmed', at(-15)), at(-10), true],
    ['within its time, not checked in yet', room('ongoing'), at(30), true],
    ['checked in, a minute before its end', room('ongoing', at(0)), at(119), true],
    ['at its end', room('ongoing', at(0)), at(120), false],
    ['an unpaid hold within its time', room('pending'), at(30), false],
    ['a no-show', room('cancelled', null, 'no_show'), at(30), false],
    ['refunded', room('refunded', at(0)), at(30), false],
  ])('food to the unit of %s: %s', (_label, booking, now, expected) => {
    expect(isAtUnitNow(booking, now)).toBe(expected);
  });

  it('reads a session across midnight by its instants (Friday 23:30 – Saturday 00:30 WIB)', () => {
    const late = {
      ...room('ongoing'),
      startAt: new Date('2026-11-27T16:30:00Z'),
      endAt: new Date('2026-11-27T17:30:00Z'),
    };
    const midnight = new Date('2026-11-27T17:00:00Z');
    expect(boardStateOf(late, midnight)).toBe('due');
    expect(boardStateOf({ ...late, checkedInAt: new Date('2026-11-27T16:25:00Z') }, midnight)).toBe(
      'playing',
    );
    expect(boardStateOf(late, new Date('2026-11-27T17:30:00Z'))).toBe('completed');
  });

  it.each<[string, string, Date, string]>([
    ['standing, before its end', 'confirmed', at(0), 'venue'],
    ['under way', 'ongoing', at(60), 'venue'],
    ['at its end', 'ongoing', at(120), 'completed'],
    ['completed', 'completed', at(200), 'completed'],
    ['lifted', 'cancelled', at(0), 'cancelled'],
  ])('a venue block %s is %s', (_label, status, now, expected) => {
    expect(
      boardStateOf(
        { bookingType: 'block', status, cancelReason: null, startAt: start, endAt: end, checkedInAt: null },
        now,
      ),
    ).toBe(expected);
  });

  it('lets the desk move what occupies a unit; counts a unit in use only with a party playing', () => {
    expect(MOVABLE_BOARD_STATES).toEqual(['hold', 'upcoming', 'due', 'playing']);
    expect(IN_USE_BOARD_STATES).toEqual(['playing']);
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
