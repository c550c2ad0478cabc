import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  readPayment,
} from '../../../test/bookings';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { changeBooking, insertBookings, transitionBooking, transitionBookings } from './lifecycle';
import { insertPayment, transitionPayments } from './payment-lifecycle';

describe('the bookings lifecycle (packages/domain/src/booking-lifecycle.ts)', () => {
  let ctx: BookingTestApp;

  beforeAll(async () => {
    ctx = await openBookingApp();
  });
  afterAll(async () => ctx.close());

  const hold = () => book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2));
  const now = () => new Date();

  it('moves a booking by an event from where the event starts, and says what it became', async () => {
    const held = await hold();
    const after = await transitionBooking(ctx.db, held.id, {
      event: 'cancelled_by_customer',
      set: { cancel_reason: 'customer_cancelled', cancelled_at: now() },
      now: now(),
    });
    expect(after).toMatchObject({ id: held.id, status: 'cancelled', cancel_reason: 'customer_cancelled' });
  });

  it('refuses an event from anywhere else: nothing changes and the caller is told (null)', async () => {
    const held = await hold();
    const before = await readBooking(ctx.db, held.id);
    for (const event of ['started', 'finished', 'checked_in', 'refunded', 'rebooked', 'served'] as const) {
      expect(await transitionBooking(ctx.db, held.id, { event, now: now() }), event).toBeNull();
    }
    expect(await readBooking(ctx.db, held.id)).toEqual(before);
  });

  it("refuses an event for a kind of booking it is not for: a room booking is never the kitchen's", async () => {
    const held = await hold();
    await notify(ctx.app, ctx.db, held.order_id, 'settlement');
    expect(await transitionBooking(ctx.db, held.id, { event: 'preparation_started', now: now() })).toBeNull();
    expect((await readBooking(ctx.db, held.id)).status).toBe('confirmed');
  });

  it('of two rivals moving the same booking, one moves it', async () => {
    const held = await hold();
    const move = (event: 'paid' | 'hold_expired') =>
      transitionBooking(ctx.db, held.id, { event, now: now() });
    const [paid, expired] = await Promise.all([move('paid'), move('hold_expired')]);
    expect([paid, expired].filter((row) => row !== null)).toHaveLength(1);
  });

  it('lets a caller narrow where an event starts, never widen it', async () => {
    const held = await hold();
    await notify(ctx.app, ctx.db, held.order_id, 'settlement');
    const unpaidOnly = await transitionBooking(ctx.db, held.id, {
      event: 'cancelled_by_staff',
      from: ['pending'],
      now: now(),
    });
    expect(unpaidOnly).toBeNull();
    await expect(
      transitionBookings(ctx.db, eq(bookings.id, held.id), {
        event: 'hold_expired',
        from: ['confirmed'],
        now: now(),
      }),
    ).rejects.toThrow('the hold_expired event does not start from confirmed');
    expect((await readBooking(ctx.db, held.id)).status).toBe('confirmed');
  });

  it('changes other columns with a guard, the status untouched', async () => {
    const held = await hold();
    const { status } = await readBooking(ctx.db, held.id);
    expect(await changeBooking(ctx.db, held.id, { set: { notes: 'kept' } })).toMatchObject({
      notes: 'kept',
      status,
    });
    expect(
      await changeBooking(ctx.db, held.id, {
        set: { notes: 'not kept' },
        guard: eq(bookings.status, 'confirmed'),
      }),
    ).toBeNull();
  });

  it('refuses to begin a booking in a status its kind does not begin in', async () => {
    const { invoice_number } = await readBooking(ctx.db, (await hold()).id);
    await expect(
      insertBookings(ctx.db, [
        {
          invoice_number: `${invoice_number}-X`,
          booking_type: 'room',
          channel: 'ots',
          status: 'completed',
          unit_id: ctx.unit.id,
          name: 'Walk-in',
          phone: '',
          payment_method: 'cash',
        },
      ]),
    ).rejects.toThrow('a room booking cannot begin completed');
  });

  it("moves a payment's status by its events only, and begins it only open or settled", async () => {
    const held = await hold();
    const payment = await readPayment(ctx.db, held.id);
    const byId = eq(payments.id, payment.id);
    expect(await transitionPayments(ctx.db, byId, { event: 'refunded' })).toEqual([]);
    expect(await transitionPayments(ctx.db, byId, { event: 'settled' })).toMatchObject([
      { status: 'settlement' },
    ]);
    expect(await transitionPayments(ctx.db, byId, { event: 'expired' })).toEqual([]);
    expect((await readPayment(ctx.db, held.id)).status).toBe('settlement');
    await expect(
      insertPayment(ctx.db, {
        booking_id: held.id,
        order_id: `${payment.order_id}-X`,
        provider: 'counter',
        method: 'cash',
        status: 'refund',
        gross_amount: 1,
      }),
    ).rejects.toThrow('a payment attempt cannot begin refund');
  });
});
