import { describe, expect, it } from 'vitest';
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type BookingEvent,
  bookingEventsBetween,
  canMoveBooking,
  canMovePayment,
  canStartBooking,
  canStartPayment,
  isWithinEventStart,
  PAID_ACTIVE_BOOKING_STATUSES,
  PAID_BOOKING_STATUSES,
  PAID_PAYMENT_STATUSES,
  paymentEventTo,
  REFUNDABLE_BOOKING_STATUSES,
  STANDING_BOOKING_STATUSES,
  STATUSES_OF_BOOKING_TYPE,
  UPCOMING_BOOKING_STATUSES,
} from './booking-lifecycle';
import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  type BookingStatus,
  type BookingType,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './booking-values';

/**
 * The whole machine written out by hand, the product's story of each kind of booking: from each
 * status, the statuses it may move to. Every pair not listed, for every kind, must be refused.
 */
const ALLOWED: Record<BookingType, Partial<Record<BookingStatus, BookingStatus[]>>> = {
  room: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['ongoing', 'completed', 'cancelled', 'refunded'],
    ongoing: ['ongoing', 'completed', 'cancelled', 'refunded'],
    completed: ['refunded'],
    cancelled: ['confirmed', 'refunded'],
    refunded: [],
  },
  fnb: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['preparing', 'served', 'cancelled', 'refunded'],
    preparing: ['served', 'cancelled', 'refunded'],
    served: ['refunded'],
    cancelled: ['confirmed', 'refunded'],
    refunded: [],
  },
  block: {
    confirmed: ['ongoing', 'completed', 'cancelled'],
    ongoing: ['completed', 'cancelled'],
    completed: [],
    cancelled: [],
  },
};

const everyBookingMove = BOOKING_TYPES.flatMap((type) =>
  BOOKING_STATUSES.flatMap((from) =>
    BOOKING_STATUSES.map((to) => ({
      type,
      from,
      to,
      allowed: ALLOWED[type][from]?.includes(to) ?? false,
    })),
  ),
);

describe('canMoveBooking', () => {
  it('judges every kind × from × to', () => {
    expect(everyBookingMove).toHaveLength(BOOKING_TYPES.length * BOOKING_STATUSES.length ** 2);
  });

  it.each(everyBookingMove)('$type: $from → $to allowed: $allowed', ({ type, from, to, allowed }) => {
    expect(canMoveBooking(type, from, to)).toBe(allowed);
  });
});

describe('bookingEventsBetween', () => {
  it.each<[BookingType, BookingStatus, BookingStatus, BookingEvent[]]>([
    ['room', 'pending', 'confirmed', ['paid']],
    [
      'room',
      'pending',
      'cancelled',
      ['hold_expired', 'payment_failed', 'cancelled_by_customer', 'cancelled_by_staff'],
    ],
    ['room', 'cancelled', 'confirmed', ['paid_after_release', 'rebooked']],
    ['fnb', 'cancelled', 'confirmed', ['paid_after_release']],
    ['room', 'confirmed', 'ongoing', ['started', 'checked_in']],
    ['room', 'ongoing', 'ongoing', ['checked_in']],
    ['block', 'confirmed', 'ongoing', ['started']],
    ['room', 'confirmed', 'completed', ['finished']],
    ['room', 'ongoing', 'cancelled', ['cancelled_by_staff', 'no_show']],
    ['block', 'ongoing', 'cancelled', ['block_lifted']],
    ['fnb', 'confirmed', 'preparing', ['preparation_started']],
    ['fnb', 'preparing', 'served', ['served', 'closed_by_kitchen']],
    ['fnb', 'confirmed', 'served', ['closed_by_kitchen']],
    ['fnb', 'preparing', 'cancelled', ['cancelled_by_staff']],
    ['room', 'completed', 'refunded', ['refunded']],
    ['fnb', 'served', 'refunded', ['refunded']],
    ['room', 'cancelled', 'refunded', ['refunded']],
    // Refused: no event leads there.
    ['room', 'pending', 'refunded', []],
    ['room', 'completed', 'ongoing', []],
    ['fnb', 'confirmed', 'ongoing', []],
    ['block', 'cancelled', 'confirmed', []],
    ['room', 'refunded', 'confirmed', []],
    // A status the kind never has: a room booking is never preparing, a block never pending.
    ['room', 'preparing', 'cancelled', []],
    ['block', 'pending', 'cancelled', []],
  ])('%s: %s → %s by %j', (type, from, to, events) => {
    expect(bookingEventsBetween(type, from, to)).toEqual(events);
  });
});

describe('canStartBooking', () => {
  it.each<[BookingType, BookingStatus, boolean]>(
    BOOKING_TYPES.flatMap((type) =>
      BOOKING_STATUSES.map((status): [BookingType, BookingStatus, boolean] => [
        type,
        status,
        status === 'confirmed' || (status === 'pending' && type !== 'block'),
      ]),
    ),
  )('%s begins %s: %s', (type, status, allowed) => {
    expect(canStartBooking(type, status)).toBe(allowed);
  });
});

describe('the machine itself', () => {
  it('moves each kind only between its own statuses, to a status it may reach', () => {
    for (const [event, transition] of Object.entries(BOOKING_TRANSITIONS)) {
      for (const type of transition.types) {
        const statuses: readonly BookingStatus[] = STATUSES_OF_BOOKING_TYPE[type];
        expect(statuses, `${event} for ${type}`).toContain(transition.to);
        const from: readonly BookingStatus[] = transition.from;
        expect(
          from.some((status) => statuses.includes(status)),
          `${event} for ${type}`,
        ).toBe(true);
      }
    }
  });

  it('lets a caller guard an event more tightly, never more loosely', () => {
    expect(isWithinEventStart('cancelled_by_staff', ['pending'])).toBe(true);
    expect(isWithinEventStart('cancelled_by_staff', PAID_ACTIVE_BOOKING_STATUSES)).toBe(true);
    expect(isWithinEventStart('hold_expired', ['confirmed'])).toBe(false);
    expect(isWithinEventStart('refunded', ['pending'])).toBe(false);
  });
});

describe('the named groups', () => {
  it.each<[string, readonly BookingStatus[], BookingStatus[]]>([
    ['active (occupies its unit)', ACTIVE_BOOKING_STATUSES, ['pending', 'confirmed', 'ongoing']],
    ['paid and active', PAID_ACTIVE_BOOKING_STATUSES, ['confirmed', 'ongoing']],
    ['upcoming', UPCOMING_BOOKING_STATUSES, ['pending', 'confirmed']],
    ['paid', PAID_BOOKING_STATUSES, ['confirmed', 'preparing', 'served', 'ongoing', 'completed']],
    [
      'standing',
      STANDING_BOOKING_STATUSES,
      ['pending', 'confirmed', 'preparing', 'served', 'ongoing', 'completed'],
    ],
    [
      'refundable',
      REFUNDABLE_BOOKING_STATUSES,
      ['confirmed', 'preparing', 'served', 'ongoing', 'completed', 'cancelled'],
    ],
  ])('%s', (_label, group, statuses) => {
    expect([...group].sort()).toEqual([...statuses].sort());
  });
});

/** Every status a payment attempt may move to from each; every other pair is refused. */
const PAYMENT_ALLOWED: Record<PaymentStatus, PaymentStatus[]> = {
  pending: ['settlement', 'capture', 'deny', 'cancel', 'expire', 'failure'],
  settlement: ['refund'],
  capture: ['refund'],
  deny: ['settlement', 'capture'],
  cancel: ['settlement', 'capture'],
  expire: ['settlement', 'capture'],
  failure: ['settlement', 'capture'],
  refund: [],
};

describe('canMovePayment', () => {
  const everyPaymentMove = PAYMENT_STATUSES.flatMap((from) =>
    PAYMENT_STATUSES.map((to) => ({ from, to, allowed: PAYMENT_ALLOWED[from].includes(to) })),
  );

  it.each(everyPaymentMove)('$from → $to allowed: $allowed', ({ from, to, allowed }) => {
    expect(canMovePayment(from, to)).toBe(allowed);
  });

  it.each<[PaymentStatus, boolean]>(
    PAYMENT_STATUSES.map((status) => [status, status === 'pending' || status === 'settlement']),
  )('an attempt begins %s: %s', (status, allowed) => {
    expect(canStartPayment(status)).toBe(allowed);
  });

  it('names the attempts that took money, refunded since or not', () => {
    expect([...PAID_PAYMENT_STATUSES].sort()).toEqual(['capture', 'refund', 'settlement']);
    expect(
      PAID_PAYMENT_STATUSES.every((status) => status === 'refund' || canMovePayment(status, 'refund')),
    ).toBe(true);
  });

  it.each([
    ['settlement', 'settled'],
    ['capture', 'captured'],
    ['deny', 'denied'],
    ['cancel', 'cancelled'],
    ['expire', 'expired'],
    ['failure', 'failed'],
    ['refund', 'refunded'],
  ] as const)('reaches %s by %s', (to, event) => {
    expect(paymentEventTo(to)).toBe(event);
  });
});
