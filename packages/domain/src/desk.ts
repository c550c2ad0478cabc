/**
 * The front desk's rules (issue "Front desk", docs/decisions/0023): when a party may be checked in or
 * marked a no-show, how a session is extended and priced, how much of a booking may still be refunded
 * and how many of its points a refund takes back, and how the board names a booking's state. Pure:
 * the server decides with them, the staff app shows with them.
 */

import { isBookingStatusIn, PAID_ACTIVE_BOOKING_STATUSES } from './booking-lifecycle';
import { findBusinessDate, toLocalDateTime, type WeeklyHours } from './hours';

/** A party may be checked in from this long before its start. */
export const CHECK_IN_EARLY_MINUTES = 15;

/** Sessions are extended in half hours ("tambah waktu"), the venue's slot (spec 2 §9 "Slots"). */
export const EXTENSION_STEP_MINUTES = 30;

/** The longest single extension: a whole evening. */
export const MAX_EXTENSION_MINUTES = 8 * 60;

/** cancel_reason of a booking marked a no-show: cancelled, its unit free again. */
export const NO_SHOW_REASON = 'no_show';

const MS_PER_MINUTE = 60_000;

/** What the desk rules read of a booking. */
export type DeskBookingFacts = {
  bookingType: 'room' | 'fnb' | 'block';
  status: string;
  startAt: Date | null;
  endAt: Date | null;
  checkedInAt: Date | null;
};

export const DESK_MESSAGES = {
  notRoom: 'Only room bookings can be changed at the desk.',
  notPaid: 'This booking is not paid.',
  notActive: 'This booking is no longer active.',
  alreadyCheckedIn: 'This booking is already checked in.',
  checkInTooEarly: `Check-in opens ${CHECK_IN_EARLY_MINUTES} minutes before the start.`,
  ended: 'This booking has already ended.',
  noShowCheckedIn: 'A checked-in booking cannot be marked as a no-show.',
  noShowTooEarly: 'A booking can be marked as a no-show once its start has passed.',
  extensionStep: `Extend by ${EXTENSION_STEP_MINUTES}-minute steps, up to ${MAX_EXTENSION_MINUTES / 60} hours.`,
  extensionPastClosing: 'The extension must end by closing time.',
  nothingToRefund: 'Nothing is left to refund on this booking.',
  refundTooLarge: 'The amount is more than is left to refund.',
  unitBooked: 'Unit is already booked',
} as const;

type Problem = string | null;

function roomProblem(booking: DeskBookingFacts): Problem {
  if (booking.bookingType !== 'room' || !booking.startAt || !booking.endAt) return DESK_MESSAGES.notRoom;
  return null;
}

function paidActiveProblem(booking: DeskBookingFacts): Problem {
  if (booking.status === 'pending') return DESK_MESSAGES.notPaid;
  if (!isBookingStatusIn(PAID_ACTIVE_BOOKING_STATUSES, booking.status)) return DESK_MESSAGES.notActive;
  return null;
}

/**
 * Why a booking cannot be checked in now, or null when it can: a paid room booking, not checked in
 * yet, from 15 minutes before its start until its end.
 */
export function findCheckInProblem(booking: DeskBookingFacts, now: Date): Problem {
  const problem = roomProblem(booking) ?? paidActiveProblem(booking);
  if (problem) return problem;
  if (booking.checkedInAt) return DESK_MESSAGES.alreadyCheckedIn;
  const start = (booking.startAt as Date).getTime();
  if (now.getTime() < start - CHECK_IN_EARLY_MINUTES * MS_PER_MINUTE) return DESK_MESSAGES.checkInTooEarly;
  if (now.getTime() >= (booking.endAt as Date).getTime()) return DESK_MESSAGES.ended;
  return null;
}

/**
 * Why a booking cannot be marked a no-show now, or null when it can: a paid room booking whose start
 * has passed and whose party was never checked in (until its end; after that it is history).
 */
export function findNoShowProblem(booking: DeskBookingFacts, now: Date): Problem {
  const problem = roomProblem(booking) ?? paidActiveProblem(booking);
  if (problem) return problem;
  if (booking.checkedInAt) return DESK_MESSAGES.noShowCheckedIn;
  if (now.getTime() < (booking.startAt as Date).getTime()) return DESK_MESSAGES.noShowTooEarly;
  if (now.getTime() >= (booking.endAt as Date).getTime()) return DESK_MESSAGES.ended;
  return null;
}

/** Whether `minutes` is a whole number of half hours, at least one, at most MAX_EXTENSION_MINUTES. */
export function isExtensionStep(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= EXTENSION_STEP_MINUTES &&
    minutes <= MAX_EXTENSION_MINUTES &&
    minutes % EXTENSION_STEP_MINUTES === 0
  );
}

/**
 * Why a booking cannot be extended now, or null when it can: a paid room booking that has not ended.
 * Whether the added time is free and before closing is the server's check (the exclusion constraint
 * and the business hours).
 */
export function findExtendProblem(booking: DeskBookingFacts, now: Date): Problem {
  const problem = roomProblem(booking) ?? paidActiveProblem(booking);
  if (problem) return problem;
  if (now.getTime() >= (booking.endAt as Date).getTime()) return DESK_MESSAGES.ended;
  return null;
}

/** The booking's new end: `minutes` after its current end. */
export function extendedEnd(end: Date, minutes: number): Date {
  return new Date(end.getTime() + minutes * MS_PER_MINUTE);
}

/**
 * What an extension costs: the unit's hourly rate for the added minutes, to the whole rupiah (half an
 * hour of Rp15.000 is Rp7.500; of Rp12.345, Rp6.173). No promo, tax or fee: it is time only.
 */
export function extensionPrice(pricePerHour: number, minutes: number): number {
  return Math.round((pricePerHour * minutes) / 60);
}

/** Money a booking took and what has gone back: whole rupiah. */
export type RefundState = { paid: number; refunded: number };

/** What may still be refunded: paid less refunded, never below zero. */
export function refundableAmount(state: RefundState): number {
  return Math.max(0, state.paid - state.refunded);
}

/** Why `amount` cannot be refunded, or null when it can (1 ≤ amount ≤ what is left). */
export function findRefundProblem(state: RefundState, amount: number): Problem {
  const left = refundableAmount(state);
  if (left === 0) return DESK_MESSAGES.nothingToRefund;
  if (!Number.isInteger(amount) || amount < 1 || amount > left) return DESK_MESSAGES.refundTooLarge;
  return null;
}

/** A booking is refunded once everything it took has gone back. */
export function isFullyRefunded(state: RefundState): boolean {
  return state.paid > 0 && state.refunded >= state.paid;
}

/**
 * Points a refund takes back: the earned points in proportion to the money refunded, counted on the
 * running total so that partial refunds add up exactly to the points earned once everything is back
 * (each share rounded down; the last refund takes the remainder).
 */
export function pointsToReverse(input: {
  earned: number;
  paid: number;
  refundedBefore: number;
  refundedNow: number;
}): number {
  const { earned, paid, refundedBefore, refundedNow } = input;
  if (earned <= 0 || paid <= 0 || refundedNow <= 0) return 0;
  const share = (refunded: number) =>
    refunded >= paid ? earned : Math.floor((earned * Math.max(0, refunded)) / paid);
  return share(refundedBefore + refundedNow) - share(refundedBefore);
}

/**
 * How the board draws a block (issue "Front desk": coloured by state; issue 29: arrivals, not the
 * clock). A paid room booking is upcoming before its start, due once its start has passed with nobody
 * checked in, playing once its party is checked in, and completed at its end; a no-show, cancelled or
 * refunded one says so; the venue's own blocks (record 0001) are 'venue' while they stand.
 */
export const BOARD_STATES = [
  'hold',
  'upcoming',
  'due',
  'playing',
  'completed',
  'no_show',
  'cancelled',
  'refunded',
  'venue',
] as const;
export type BoardState = (typeof BOARD_STATES)[number];

/** What the board reads of a booking to name its state. */
export type BoardStateFacts = {
  bookingType: 'room' | 'fnb' | 'block';
  status: string;
  cancelReason: string | null;
  startAt: Date | null;
  endAt: Date | null;
  checkedInAt: Date | null;
};

/**
 * A booking's state on the board at `now`. The sweeper moves a paid booking to 'ongoing' when the clock
 * reaches its start (booking-lifecycle.ts "started"), so the status alone cannot tell a party playing
 * from one that never came: only a check-in makes it 'playing'. At its end it is 'completed' whether
 * or not the sweeper has run yet.
 */
export function boardStateOf(booking: BoardStateFacts, now: Date): BoardState {
  if (booking.status === 'cancelled')
    return booking.cancelReason === NO_SHOW_REASON ? 'no_show' : 'cancelled';
  if (booking.status === 'refunded') return 'refunded';
  if (booking.status === 'completed' || booking.status === 'served') return 'completed';
  const isOver = booking.endAt !== null && now.getTime() >= booking.endAt.getTime();
  if (booking.bookingType === 'block') return isOver ? 'completed' : 'venue';
  if (booking.status === 'pending') return 'hold';
  if (isOver) return 'completed';
  if (booking.checkedInAt) return 'playing';
  const hasStarted = booking.startAt !== null && now.getTime() >= booking.startAt.getTime();
  return hasStarted ? 'due' : 'upcoming';
}

/** States hidden from the board unless asked for: they no longer occupy the unit. */
export const HIDDEN_BOARD_STATES: readonly BoardState[] = ['cancelled', 'refunded'];

/** The states of a room booking the desk may move on the board: those that occupy their unit. */
export const MOVABLE_BOARD_STATES: readonly BoardState[] = ['hold', 'upcoming', 'due', 'playing'];

/** A party is at its unit: what "Units in use" counts (issue 29). */
export const IN_USE_BOARD_STATES: readonly BoardState[] = ['playing'];

/**
 * A party may have food sent to its unit (issue 30): checked in, or within its time though the desk has
 * not checked it in yet (a party that sat down early or was not seen arriving is still at its unit).
 */
export const FOOD_TO_UNIT_BOARD_STATES: readonly BoardState[] = ['playing', 'due'];

/** Whether a booking's party is at its unit now, for food sent to the unit (issue 30). */
export function isAtUnitNow(booking: BoardStateFacts, now: Date): boolean {
  return FOOD_TO_UNIT_BOARD_STATES.includes(boardStateOf(booking, now));
}

/**
 * The day the desk opens on: the business date the venue is in now (Saturday 00:30 is still Friday),
 * or today's date while it is closed.
 */
export function deskDateOf(now: Date, timeZone: string, hours?: WeeklyHours): string {
  return findBusinessDate(now, timeZone, hours) ?? toLocalDateTime(now, timeZone).slice(0, 10);
}
