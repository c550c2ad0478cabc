/**
 * The customer's booking history and point history (spec 2 §2, §4): which tab a booking sits under,
 * how lists are sorted and paged, and what a booking still lets its owner do (cancel, pay, reschedule,
 * rate). The server answers these as each booking's `actions`; the screens only show them.
 */

/** Where a booking or a food order stands (contracts/bookings.ts BookingStatusSchema). */
export type HistoryStatus =
  | 'pending'
  | 'confirmed'
  | 'preparing'
  | 'served'
  | 'ongoing'
  | 'completed'
  | 'cancelled'
  | 'refunded';

export const HISTORY_TABS = ['active', 'past'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/**
 * spec 2 §4 "Booking status": pending, confirmed and ongoing show as active; completed, cancelled and
 * refunded as past. A food order is active while it is being prepared and past once served.
 */
export const HISTORY_TAB_STATUSES = {
  active: ['pending', 'confirmed', 'preparing', 'ongoing'],
  past: ['served', 'completed', 'cancelled', 'refunded'],
} as const satisfies Record<HistoryTab, readonly HistoryStatus[]>;

export function historyTabOf(status: HistoryStatus): HistoryTab {
  return (HISTORY_TAB_STATUSES.active as readonly HistoryStatus[]).includes(status) ? 'active' : 'past';
}

/** spec 2 §2 "Filter All, Room or F&D": sent as `type`, omitted for all (spec 2 §7). */
export const HISTORY_TYPES = ['all', 'room', 'fnb'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** spec 2 §2 "Sort newest or oldest": by when the booking or order was made. */
export const HISTORY_SORTS = ['newest', 'oldest'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

/** spec 2 §2 Point history "filter All, Earned or Redeemed": `debit` rows are the redeemed ones. */
export const POINT_FILTERS = ['all', 'earned', 'debit'] as const;
export type PointFilter = (typeof POINT_FILTERS)[number];

/** Page sizes are not in the spec (§9 "not shown"); both lists show ten rows a page. */
export const HISTORY_PAGE_SIZE = 10;
export const POINT_HISTORY_PAGE_SIZE = 10;

/** spec 2 §4, §9: the history refreshes every 30 s while the page is visible. */
export const HISTORY_REFRESH_MS = 30_000;

export type BookingFacts = {
  bookingType: 'room' | 'fnb' | 'block';
  status: HistoryStatus;
  paymentMethod: string;
  startAt: Date | null;
  endAt: Date | null;
  holdExpiresAt: Date | null;
};

const isHoldAlive = (booking: BookingFacts, now: Date) =>
  booking.status === 'pending' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now;

/**
 * A session its owner may rate (spec 2 §3 Review, §4 "A completed booking not yet rated shows
 * Rate"): a room booking that is completed, or paid and past its end before the sweeper caught up.
 */
export function isSessionFinished(booking: Pick<BookingFacts, 'status' | 'endAt'>, now: Date): boolean {
  if (booking.status === 'completed') return true;
  const ended = booking.endAt !== null && booking.endAt.getTime() <= now.getTime();
  return ended && (booking.status === 'confirmed' || booking.status === 'ongoing');
}

/** What a booking still lets its owner do, now. */
export type BookingActions = { cancel: boolean; pay: boolean; reschedule: boolean; review: boolean };

/**
 * - cancel: an unpaid hold (paid bookings follow the terms, spec 1 §9);
 * - pay: an online hold that still holds its slots (the payment re-opens or starts again);
 * - reschedule: a room booking not yet started, while unpaid and held, or paid where the venue lets
 *   customers move paid bookings (`paidMayMove`);
 * - review: a finished session without a review.
 */
export function bookingActions(
  booking: BookingFacts,
  context: { now: Date; isReviewed: boolean; paidMayMove: boolean },
): BookingActions {
  const { now } = context;
  const isRoom = booking.bookingType === 'room';
  const notStarted = booking.startAt !== null && booking.startAt > now;
  const held = isHoldAlive(booking, now);
  return {
    cancel: booking.status === 'pending',
    pay: held && booking.paymentMethod === 'midtrans',
    reschedule: isRoom && notStarted && (held || (booking.status === 'confirmed' && context.paidMayMove)),
    review: isRoom && !context.isReviewed && isSessionFinished(booking, now),
  };
}
