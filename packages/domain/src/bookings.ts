/**
 * Booking rules shared by the wizard and the server (spec 2 §5, §9): the texts, the phone and email
 * checks, the hours of a period, the OTS past-time limit, reward time rules and points.
 */

/** spec 2 §5 and §8, exact. */
export const BOOKING_MESSAGES = {
  nameAndPhoneRequired: 'Customer name and phone are required',
  invalidPhone: 'Invalid phone number format',
  invalidEmail: 'Invalid email format',
  tooFarInPast: 'Selected time is too far in the past. Please choose a time within the last 2 hours.',
  invalidDateTime: 'Invalid date or time format. Please check your booking details.',
  unitBooked: 'Unit is already booked',
} as const;

/** Booking and order notes are at most 200 characters, shown with a counter (spec 2 §5, §9). */
export const MAX_NOTES_LENGTH = 200;

/**
 * Why a payment screen gave a booking up (spec 2 §2 "Booking cancelled page", §4): the reasons
 * cancel-payment takes and the cancelled page explains.
 */
export const PAYMENT_CANCEL_REASONS = [
  'timeout',
  'payment_timeout',
  'inactivity_timeout',
  'payment_failed',
  'payment_expired',
  'user_cancelled',
] as const;

export type PaymentCancelReason = (typeof PAYMENT_CANCEL_REASONS)[number];

export function isPaymentCancelReason(value: unknown): value is PaymentCancelReason {
  return PAYMENT_CANCEL_REASONS.some((reason) => reason === value);
}

/** Default points per booked hour when a unit names none (spec 2 §9). */
export const DEFAULT_POINTS_PER_HOUR = 4;

/** An OTS booking may start at most this long ago on the same day (spec 2 §9 "Time limits"). */
export const OTS_PAST_LIMIT_MS = 2 * 60 * 60 * 1000;

/**
 * Where a walk-in picked on a board cell starts: the cell's start while it is ahead, else now, to the
 * minute ("start now"), so the party pays for the minutes it plays.
 */
export function findWalkInStart(cellStart: Date, now: Date): Date {
  if (cellStart.getTime() > now.getTime()) return cellStart;
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

const MS_PER_HOUR = 60 * 60 * 1000;
const PHONE_CHARACTERS = /^[0-9+\-() ]+$/;
// What a person would call an address: something@domain.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits, plus, hyphen, parentheses and space only, with at least one digit (spec 2 §5). */
export function isBookingPhone(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && /\d/.test(value);
}

export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

/** Whole hours between two instants, or null when the period is not a positive whole number of hours. */
export function wholeHoursBetween(start: Date, end: Date): number | null {
  const ms = end.getTime() - start.getTime();
  if (!Number.isFinite(ms) || ms <= 0 || ms % MS_PER_HOUR !== 0) return null;
  return ms / MS_PER_HOUR;
}

/** The end of a booking: start plus whole hours (spec 2 §5 "End time = start time plus duration"). */
export function addHours(start: Date, hours: number): Date {
  return new Date(start.getTime() + hours * MS_PER_HOUR);
}

/** True when an OTS start lies more than 2 hours before now (spec 2 §5 "Payment page"). */
export function isTooFarInPast(start: Date, now: Date): boolean {
  return now.getTime() - start.getTime() > OTS_PAST_LIMIT_MS;
}

/** Points a paid online booking earns: hours × the unit's points per hour, 4 when it has none. */
export function pointsForBooking(hours: number, pointsPerHour: number | null | undefined): number {
  const perHour = pointsPerHour ?? DEFAULT_POINTS_PER_HOUR;
  return Math.max(0, Math.trunc(hours) * Math.max(0, Math.trunc(perHour)));
}

/**
 * spec 2 §5 "Reward time rules": a reward's start must allow its whole duration. Null when it does,
 * else the message naming the hours the start allows.
 */
export function findRewardTimeProblem(input: {
  startTime: string;
  allowedDurations: readonly number[];
  requiredHours: number;
}): string | null {
  const allowed = input.allowedDurations.length > 0 ? Math.max(...input.allowedDurations) : 0;
  if (allowed >= input.requiredHours) return null;
  return `Time slot ${input.startTime} only allows up to ${allowed} hour(s), but your reward requires ${input.requiredHours} hour(s). Please select a different time.`;
}
