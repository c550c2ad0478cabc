import { describe, expect, it } from 'vitest';
import {
  type BookingActions,
  type BookingFacts,
  bookingActions,
  type HistoryStatus,
  historyTabOf,
  isSessionFinished,
} from './booking-history';

const now = new Date('2026-11-23T08:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('historyTabOf (spec 2 §4 "Booking status")', () => {
  it.each<[HistoryStatus, 'active' | 'past']>([
    ['pending', 'active'],
    ['confirmed', 'active'],
    ['preparing', 'active'],
    ['ongoing', 'active'],
    ['served', 'past'],
    ['completed', 'past'],
    ['cancelled', 'past'],
    ['refunded', 'past'],
  ])('%s → %s', (status, tab) => expect(historyTabOf(status)).toBe(tab));
});

describe('isSessionFinished (spec 2 §3 Review)', () => {
  it.each<[HistoryStatus, Date | null, boolean]>([
    ['completed', null, true],
    ['completed', minutes(60), true],
    ['confirmed', minutes(0), true],
    ['confirmed', minutes(1), false],
    ['ongoing', minutes(-1), true],
    ['ongoing', minutes(1), false],
    ['confirmed', null, false],
    ['pending', minutes(-60), false],
    ['cancelled', minutes(-60), false],
    ['refunded', minutes(-60), false],
    ['served', minutes(-60), false],
  ])('%s ending %s → %s', (status, endAt, expected) =>
    expect(isSessionFinished({ status, endAt }, now)).toBe(expected),
  );
});

describe('bookingActions', () => {
  const room: BookingFacts = {
    bookingType: 'room',
    status: 'pending',
    paymentMethod: 'midtrans',
    startAt: minutes(120),
    endAt: minutes(240),
    holdExpiresAt: minutes(10),
  };
  const none: BookingActions = { cancel: false, pay: false, reschedule: false, review: false };
  const context = { now, isReviewed: false, paidMayMove: false };

  it.each<[string, Partial<BookingFacts>, Partial<typeof context>, Partial<BookingActions>]>([
    ['a live online hold', {}, {}, { cancel: true, pay: true, reschedule: true }],
    ['a hold expiring this instant', { holdExpiresAt: now }, {}, { cancel: true }],
    ['an expired hold', { holdExpiresAt: minutes(-1) }, {}, { cancel: true }],
    ['a hold without expiry', { holdExpiresAt: null }, {}, { cancel: true }],
    ['a counter QRIS hold', { paymentMethod: 'qris' }, {}, { cancel: true, reschedule: true }],
    ['a hold that has started', { startAt: now }, {}, { cancel: true, pay: true }],
    ['a paid booking, by the terms', { status: 'confirmed', holdExpiresAt: null }, {}, {}],
    [
      'a paid booking the venue lets move',
      { status: 'confirmed', holdExpiresAt: null },
      { paidMayMove: true },
      { reschedule: true },
    ],
    [
      'a paid booking that has started',
      { status: 'confirmed', startAt: minutes(-1), holdExpiresAt: null },
      { paidMayMove: true },
      {},
    ],
    ['an ongoing session', { status: 'ongoing', startAt: minutes(-60), holdExpiresAt: null }, {}, {}],
    ['a completed session', { status: 'completed', holdExpiresAt: null }, {}, { review: true }],
    ['a rated session', { status: 'completed', holdExpiresAt: null }, { isReviewed: true }, {}],
    [
      'a paid session past its end',
      { status: 'confirmed', startAt: minutes(-120), endAt: minutes(-1), holdExpiresAt: null },
      {},
      { review: true },
    ],
    ['a cancelled booking', { status: 'cancelled', holdExpiresAt: null }, {}, {}],
    ['a refunded booking', { status: 'refunded', holdExpiresAt: null }, {}, {}],
    [
      'a food order on hold',
      { bookingType: 'fnb', startAt: null, endAt: null },
      {},
      { cancel: true, pay: true },
    ],
    ['a served food order', { bookingType: 'fnb', status: 'served', startAt: null, endAt: null }, {}, {}],
  ])('%s', (_label, facts, extra, expected) => {
    expect(bookingActions({ ...room, ...facts }, { ...context, ...extra })).toEqual({ ...none, ...expected });
  });
});
