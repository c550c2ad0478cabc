import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/accounts';
import {
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  readPayment,
  readPoints,
  readSimulatorStatus,
  settleInSimulator,
} from '../../test/bookings';
import { bookings } from '../db/schema/bookings';
import { runSweeper, type SweepResult } from './sweeper';

const MINUTE = 60_000;
const NOTHING: SweepResult = { expired: 0, paid: 0, started: 0, completed: 0, closed: 0, extensions: 0 };

describe('runSweeper (DESIGN.md "jobs")', () => {
  let ctx: BookingTestApp;

  beforeAll(async () => {
    ctx = await openBookingApp();
  });
  afterAll(async () => ctx.close());

  const sweep = (now = new Date()) =>
    runSweeper({ db: ctx.db, log: ctx.app.log, payments: ctx.app.payments }, now);
  const hold = (headers: Record<string, string> = {}) =>
    book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2), headers);
  /** Puts a hold past its time without waiting 30 minutes. */
  const expireHold = (booked: Booked) =>
    ctx.db
      .update(bookings)
      .set({ hold_expires_at: new Date(Date.now() - MINUTE) })
      .where(eq(bookings.id, booked.id));
  const paid = async () => {
    const booked = await hold();
    await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    return { ...booked, ...(await readBooking(ctx.db, booked.id)) };
  };

  it('expires holds past their time at the provider too, and leaves the others', async () => {
    const due = await hold();
    const waiting = await hold();
    await expireHold(due);

    expect(await sweep()).toEqual({ ...NOTHING, expired: 1 });
    expect(await readBooking(ctx.db, due.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
    });
    expect((await readPayment(ctx.db, due.id)).status).toBe('expire');
    expect(await readSimulatorStatus(ctx.db, due.order_id)).toBe('expire');
    expect((await readBooking(ctx.db, waiting.id)).status).toBe('pending');
    expect(await readSimulatorStatus(ctx.db, waiting.order_id)).toBe('pending');
    expect(await sweep()).toEqual(NOTHING);
  });

  it('confirms a hold whose payment went through although no notification arrived', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const booked = await hold(customer.auth);
    await settleInSimulator(ctx.db, booked.order_id);
    await expireHold(booked);

    expect(await sweep()).toEqual({ ...NOTHING, paid: 1 });
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'confirmed', cancelled_at: null });
    expect((await readPayment(ctx.db, booked.id)).status).toBe('settlement');
    expect((await readPoints(ctx.db, customer.user.id)).ledger).toHaveLength(1);
  });

  describe('holds a new booking released in its way, without asking the provider', () => {
    /** A hold past its time, then a guest booking its slot: the hold is released in the database only. */
    const releasedByBooking = async (headers: Record<string, string> = {}) => {
      const date = ctx.nextDate();
      const released = await book(ctx.app, guestBooking(ctx.unit, date, '14:00', 2), headers);
      await expireHold(released);
      const taker = await book(ctx.app, guestBooking(ctx.unit, date, '15:00', 1));
      expect(await readBooking(ctx.db, released.id)).toMatchObject({ status: 'cancelled' });
      expect((await readPayment(ctx.db, released.id)).status).toBe('pending');
      return { released, taker };
    };

    it('closes their payment at the provider', async () => {
      const { released } = await releasedByBooking();
      expect(await sweep()).toEqual({ ...NOTHING, closed: 1 });
      expect((await readPayment(ctx.db, released.id)).status).toBe('expire');
      expect(await readSimulatorStatus(ctx.db, released.order_id)).toBe('expire');
      expect(await readBooking(ctx.db, released.id)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'expired',
      });
      expect(await sweep()).toEqual(NOTHING);
    });

    it('confirms one whose payment went through unnotified, when its slot is free again', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const { released, taker } = await releasedByBooking(customer.auth);
      await settleInSimulator(ctx.db, released.order_id);
      // The booking that took the slot gives it up before paying.
      await ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${taker.id}/cancel-payment`,
        payload: { reason: 'user_cancelled', order_id: taker.order_id },
      });

      expect(await sweep()).toEqual({ ...NOTHING, paid: 1 });
      expect(await readBooking(ctx.db, released.id)).toMatchObject({
        status: 'confirmed',
        cancelled_at: null,
      });
      expect((await readPayment(ctx.db, released.id)).status).toBe('settlement');
      expect((await readPoints(ctx.db, customer.user.id)).ledger).toHaveLength(1);
    });

    it('records one whose slot was taken as paid, for a refund, and keeps the new booking', async () => {
      const { released, taker } = await releasedByBooking();
      await settleInSimulator(ctx.db, released.order_id);

      expect(await sweep()).toEqual({ ...NOTHING, closed: 1 });
      expect((await readPayment(ctx.db, released.id)).status).toBe('settlement');
      expect((await readBooking(ctx.db, released.id)).status).toBe('cancelled');
      expect((await readBooking(ctx.db, taker.id)).status).toBe('pending');
    });
  });

  it('starts a paid booking at its start and completes it at its end', async () => {
    const booking = await paid();
    const start = booking.start_at as Date;
    const end = booking.end_at as Date;
    const stages: Array<[Date, string]> = [
      [new Date(start.getTime() - MINUTE), 'confirmed'],
      [start, 'ongoing'],
      [new Date(end.getTime() - MINUTE), 'ongoing'],
      [end, 'completed'],
    ];
    for (const [now, status] of stages) {
      await sweep(now);
      expect((await readBooking(ctx.db, booking.id)).status, now.toISOString()).toBe(status);
    }
  });

  it('completes a paid booking it never saw start', async () => {
    const booking = await paid();
    expect(await sweep(booking.end_at as Date)).toMatchObject({ started: 0, completed: 1 });
    expect((await readBooking(ctx.db, booking.id)).status).toBe('completed');
  });

  it('changes nothing more when run twice, or twice at once', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    // Booked first, so on an earlier date than the holds, which are paid for sessions still to come.
    const starting = await paid();
    const due = await hold();
    const settled = await hold(customer.auth);
    await settleInSimulator(ctx.db, settled.order_id);
    await Promise.all([expireHold(due), expireHold(settled)]);
    const now = new Date((starting.start_at as Date).getTime() + MINUTE);

    const results = await Promise.all([sweep(now), sweep(now)]);
    const total = results.reduce((sum, result) => ({
      expired: sum.expired + result.expired,
      paid: sum.paid + result.paid,
      started: sum.started + result.started,
      completed: sum.completed + result.completed,
      closed: sum.closed + result.closed,
      extensions: sum.extensions + result.extensions,
    }));
    expect(total).toEqual({ expired: 1, paid: 1, started: 1, completed: 0, closed: 0, extensions: 0 });
    expect(await sweep(now)).toEqual(NOTHING);

    expect((await readBooking(ctx.db, due.id)).status).toBe('cancelled');
    expect((await readBooking(ctx.db, settled.id)).status).toBe('confirmed');
    expect((await readBooking(ctx.db, starting.id)).status).toBe('ongoing');
    expect(await readPoints(ctx.db, customer.user.id)).toMatchObject({
      balance: 2 * (ctx.unit.points_per_hour ?? 4),
      ledger: [expect.objectContaining({ type: 'earned', booking_id: settled.id })],
    });
  });

  it('asks the provider about each hold once when two sweepers run at once', async () => {
    const holds = await Promise.all([hold(), hold(), hold(), hold()]);
    await Promise.all(holds.map(expireHold));
    const calls: string[] = [];
    const { payments } = ctx.app;
    const counted = {
      ...payments,
      getStatus: (orderId: string) => {
        calls.push(`status ${orderId}`);
        return payments.getStatus(orderId);
      },
      expire: (orderId: string) => {
        calls.push(`expire ${orderId}`);
        return payments.expire(orderId);
      },
    };
    const sweepCounted = () => runSweeper({ db: ctx.db, log: ctx.app.log, payments: counted });

    const results = await Promise.all([sweepCounted(), sweepCounted()]);
    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(holds.length);
    expect(calls.sort()).toEqual(
      holds.flatMap((held) => [`expire ${held.order_id}`, `status ${held.order_id}`]).sort(),
    );
    for (const held of holds) expect((await readBooking(ctx.db, held.id)).status).toBe('cancelled');
  });
});
