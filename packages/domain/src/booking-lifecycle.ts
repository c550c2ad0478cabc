/**
 * The lifecycle of a booking and of its payments (../shared/DESIGN.md "Payment state"): which status
 * changes exist, the event that causes each, and the named groups of statuses the product acts on.
 * The API's one writer of the two tables (apps/api/src/modules/booking-lifecycle) guards every update
 * with these, and the screens decide with the same lists instead of repeating them. Pure.
 */
import type { BookingStatus, BookingType, PaymentStatus } from './booking-values';

/**
 * The statuses each kind of booking goes through: a room booking pending → confirmed (paid) → ongoing
 * → completed; a food order confirmed → preparing → served with the kitchen; the venue's own block
 * (record 0001) is confirmed from the start. Any of them may end cancelled, a paid one refunded.
 */
export const STATUSES_OF_BOOKING_TYPE = {
  room: ['pending', 'confirmed', 'ongoing', 'completed', 'cancelled', 'refunded'],
  fnb: ['pending', 'confirmed', 'preparing', 'served', 'cancelled', 'refunded'],
  block: ['confirmed', 'ongoing', 'completed', 'cancelled'],
} as const satisfies Record<BookingType, readonly BookingStatus[]>;

/**
 * How a booking begins: a hold while its payment is open (pending), or paid at once (cash at the
 * counter, nothing to pay, a reward, the venue's block).
 */
export const START_STATUSES_OF_BOOKING_TYPE = {
  room: ['pending', 'confirmed'],
  fnb: ['pending', 'confirmed'],
  block: ['confirmed'],
} as const satisfies Record<BookingType, readonly BookingStatus[]>;

// The named groups of statuses. Each is one meaning; the API's queries and the screens use these.

/** Occupies its unit: the exclusion constraint keeps these apart (DESIGN.md "No double booking"). */
export const ACTIVE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'ongoing',
] as const satisfies readonly BookingStatus[];

/**
 * Paid, and the party may still come or is playing: the desk checks in, extends, marks a no-show or
 * cancels these; the clock finishes them.
 */
export const PAID_ACTIVE_BOOKING_STATUSES = [
  'confirmed',
  'ongoing',
] as const satisfies readonly BookingStatus[];

/** Not started yet, paid or not: a customer may still reschedule these (spec 2 §5). */
export const UPCOMING_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

/** Paid and not given back, wherever it has got to: shown as Success (spec 2 §2). */
export const PAID_BOOKING_STATUSES = [
  'confirmed',
  'preparing',
  'served',
  'ongoing',
  'completed',
] as const satisfies readonly BookingStatus[];

/** Still stands, a hold included: neither cancelled nor refunded (it keeps a promo use, for one). */
export const STANDING_BOOKING_STATUSES = [
  'pending',
  ...PAID_BOOKING_STATUSES,
] as const satisfies readonly BookingStatus[];

/** Took money that may go back: paid at some point and not all refunded yet (the refunds' guard). */
export const REFUNDABLE_BOOKING_STATUSES = [
  ...PAID_BOOKING_STATUSES,
  'cancelled',
] as const satisfies readonly BookingStatus[];

/** Whether a status, as a row or an answer gives it, is one of a group's. */
export function isBookingStatusIn(group: readonly BookingStatus[], status: string): boolean {
  return (group as readonly string[]).includes(status);
}

type BookingTransition = {
  readonly from: readonly BookingStatus[];
  readonly to: BookingStatus;
  readonly types: readonly BookingType[];
};

/**
 * Every status change a booking makes, by the event that causes it. A status moves only by one of
 * these, from one of its `from` statuses, for a booking of one of its `types`; anything else is refused.
 */
export const BOOKING_TRANSITIONS = {
  /** The provider's own answer says paid (the verified webhook, or the sweeper asking it). */
  paid: { from: ['pending'], to: 'confirmed', types: ['room', 'fnb'] },
  /** Paid after its hold was released, its slot still free: the booking is taken back (record 0007). */
  paid_after_release: { from: ['cancelled'], to: 'confirmed', types: ['room', 'fnb'] },
  /** The desk gives a booking paid after its release a free unit or time instead (record 0007). */
  rebooked: { from: ['cancelled'], to: 'confirmed', types: ['room'] },
  /** The hold's time ran out unpaid, or the payment screen's did. */
  hold_expired: { from: ['pending'], to: 'cancelled', types: ['room', 'fnb'] },
  /** The provider refused the payment, failed it or could not open it. */
  payment_failed: { from: ['pending'], to: 'cancelled', types: ['room', 'fnb'] },
  /** The customer gave up an unpaid booking; a paid one is not cancelled (spec 1 §9). */
  cancelled_by_customer: { from: ['pending'], to: 'cancelled', types: ['room', 'fnb'] },
  /** The desk cancels a room booking, paid or not; the kitchen cancels food not served yet. */
  cancelled_by_staff: {
    from: [...ACTIVE_BOOKING_STATUSES, 'preparing'],
    to: 'cancelled',
    types: ['room', 'fnb'],
  },
  /** The party never came: a paid room booking past its start, never checked in (record 0023). */
  no_show: { from: PAID_ACTIVE_BOOKING_STATUSES, to: 'cancelled', types: ['room'] },
  /** The venue lifts its block, standing or under way, and the units are free again. */
  block_lifted: { from: ACTIVE_BOOKING_STATUSES, to: 'cancelled', types: ['block'] },
  /** The clock reached the start of a paid session or of a block. */
  started: { from: ['confirmed'], to: 'ongoing', types: ['room', 'block'] },
  /** The desk checked the party in: playing now, or already playing by the clock (it records who). */
  checked_in: { from: PAID_ACTIVE_BOOKING_STATUSES, to: 'ongoing', types: ['room'] },
  /** The clock reached the end of a paid session or of a block. */
  finished: { from: PAID_ACTIVE_BOOKING_STATUSES, to: 'completed', types: ['room', 'block'] },
  /** The kitchen started on a food order. */
  preparation_started: { from: ['confirmed'], to: 'preparing', types: ['fnb'] },
  /** The kitchen served it. */
  served: { from: ['preparing'], to: 'served', types: ['fnb'] },
  /**
   * The kitchen closed a forgotten order of an earlier day, never marked served, with a reason (issue
   * 29): it leaves the queue as handed over, the customer not told.
   */
  closed_by_kitchen: { from: ['confirmed', 'preparing'], to: 'served', types: ['fnb'] },
  /** Everything the booking took has gone back (a desk refund, or one the provider reports). */
  refunded: { from: REFUNDABLE_BOOKING_STATUSES, to: 'refunded', types: ['room', 'fnb'] },
} as const satisfies Record<string, BookingTransition>;

export type BookingEvent = keyof typeof BOOKING_TRANSITIONS;

export const BOOKING_EVENTS = Object.keys(BOOKING_TRANSITIONS) as BookingEvent[];

const hasStatus = (statuses: readonly BookingStatus[], status: BookingStatus) => statuses.includes(status);

/** Whether a booking of this kind may begin in this status. */
export function canStartBooking(type: BookingType, status: BookingStatus): boolean {
  return hasStatus(START_STATUSES_OF_BOOKING_TYPE[type], status);
}

/** The events that move a booking of this kind from one status to another; none when it cannot. */
export function bookingEventsBetween(
  type: BookingType,
  from: BookingStatus,
  to: BookingStatus,
): BookingEvent[] {
  const statuses = STATUSES_OF_BOOKING_TYPE[type];
  if (!hasStatus(statuses, from) || !hasStatus(statuses, to)) return [];
  return BOOKING_EVENTS.filter((event) => {
    const transition: BookingTransition = BOOKING_TRANSITIONS[event];
    return transition.to === to && hasStatus(transition.from, from) && transition.types.includes(type);
  });
}

/** Whether a booking of this kind may move from one status to another. */
export function canMoveBooking(type: BookingType, from: BookingStatus, to: BookingStatus): boolean {
  return bookingEventsBetween(type, from, to).length > 0;
}

/**
 * Whether every status of `narrower` is one the event starts from: a caller may guard an event more
 * tightly (only the unpaid ones), never more loosely.
 */
export function isWithinEventStart(event: BookingEvent, narrower: readonly BookingStatus[]): boolean {
  const from: readonly BookingStatus[] = BOOKING_TRANSITIONS[event].from;
  return narrower.every((status) => from.includes(status));
}

// Payments: one row per attempt, named as Midtrans names its states.

/** How a payment attempt begins: open at the provider, or settled on the spot (cash at the counter). */
export const PAYMENT_START_STATUSES = ['pending', 'settlement'] as const satisfies readonly PaymentStatus[];

/** Still open: the provider may yet say paid or not. */
export const OPEN_PAYMENT_STATUSES = ['pending'] as const satisfies readonly PaymentStatus[];

/** Holds the money now: what a refund comes out of. */
export const SETTLED_PAYMENT_STATUSES = ['settlement', 'capture'] as const satisfies readonly PaymentStatus[];

/** Took money: holds it, or gave it back since (what a booking was paid, a shift's takings). */
export const PAID_PAYMENT_STATUSES = [
  ...SETTLED_PAYMENT_STATUSES,
  'refund',
] as const satisfies readonly PaymentStatus[];

/** Ended without money: what a late payment may still settle. */
export const UNPAID_ENDED_PAYMENT_STATUSES = [
  'deny',
  'cancel',
  'expire',
  'failure',
] as const satisfies readonly PaymentStatus[];

type PaymentTransition = { readonly from: readonly PaymentStatus[]; readonly to: PaymentStatus };

const UNSETTLED: readonly PaymentStatus[] = [...OPEN_PAYMENT_STATUSES, ...UNPAID_ENDED_PAYMENT_STATUSES];

/**
 * Every status change a payment attempt makes, by the event that causes it. Money arriving settles an
 * attempt even after it was closed (a late payment: the booking is taken back or refunded); an attempt
 * ends unpaid only while it is open; it is refunded once everything it took has gone back.
 */
export const PAYMENT_TRANSITIONS = {
  settled: { from: UNSETTLED, to: 'settlement' },
  captured: { from: UNSETTLED, to: 'capture' },
  denied: { from: OPEN_PAYMENT_STATUSES, to: 'deny' },
  cancelled: { from: OPEN_PAYMENT_STATUSES, to: 'cancel' },
  expired: { from: OPEN_PAYMENT_STATUSES, to: 'expire' },
  failed: { from: OPEN_PAYMENT_STATUSES, to: 'failure' },
  refunded: { from: SETTLED_PAYMENT_STATUSES, to: 'refund' },
} as const satisfies Record<string, PaymentTransition>;

export type PaymentEvent = keyof typeof PAYMENT_TRANSITIONS;

export const PAYMENT_EVENTS = Object.keys(PAYMENT_TRANSITIONS) as PaymentEvent[];

/** The event that brings a payment attempt to a status (each status has one). */
export function paymentEventTo(to: Exclude<PaymentStatus, 'pending'>): PaymentEvent {
  const event = PAYMENT_EVENTS.find((candidate) => PAYMENT_TRANSITIONS[candidate].to === to);
  if (!event) throw new Error(`no payment event leads to ${to}`);
  return event;
}

/** Whether a payment attempt may begin in this status. */
export function canStartPayment(status: PaymentStatus): boolean {
  return (PAYMENT_START_STATUSES as readonly PaymentStatus[]).includes(status);
}

/** Whether a payment attempt may move from one status to another. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_EVENTS.some((event) => {
    const transition: PaymentTransition = PAYMENT_TRANSITIONS[event];
    return transition.to === to && transition.from.includes(from);
  });
}
