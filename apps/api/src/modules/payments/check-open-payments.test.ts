import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type BookingTestApp,
  book,
  dateSequence,
  guestBooking,
  listTestUnits,
  openBookingApp,
  readBooking,
  readPayment,
  readPoints,
  settleInSimulator,
  type TestUnit,
} from '../../../test/bookings';
import { type FakeMidtrans, startFakeMidtrans } from '../../../test/fake-midtrans';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import { bookings } from '../../db/schema/bookings';
import { customerNotices } from '../../db/schema/notices';
import { runSweeper } from '../../jobs/sweeper';
import { checkOpenPayments } from './check-open-payments';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

async function readConfirmationNotices(ctx: TestContext, bookingId: number) {
  return ctx.db
    .select({ id: customerNotices.id })
    .from(customerNotices)
    .where(and(eq(customerNotices.booking_id, bookingId), eq(customerNotices.kind, 'booking_confirmed')));
}

describe('open payments of live holds, asked about every minute (record 0038)', () => {
  let ctx: BookingTestApp;

  beforeAll(async () => {
    ctx = await openBookingApp();
  });
  afterAll(async () => ctx.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const deps = () => ({ db: ctx.db, log: ctx.app.log, payments: ctx.app.payments });
  const sweep = (now = new Date()) => runSweeper(deps(), now);
  const hold = (headers: Record<string, string> = {}) =>
    book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2), headers);
  const press = (token: string | null, action: 'pay' | 'fail') =>
    ctx.app.inject({ method: 'POST', url: `/payments/simulator/pay/${token}/${action}`, payload: {} });
  /** The provider's status calls about these orders. */
  const spyOnStatusCalls = () => vi.spyOn(ctx.app.payments, 'getStatus');
  const callsAbout = (spy: ReturnType<typeof spyOnStatusCalls>, orderIds: string[]) =>
    spy.mock.calls.filter(([orderId]) => orderIds.includes(orderId)).length;

  it('confirms a live hold paid at the provider whose notification never came, at the next sweep', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const booked = await hold(customer.auth);
    await settleInSimulator(ctx.db, booked.order_id);

    expect((await sweep()).paid).toBe(1);
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({
      status: 'confirmed',
      hold_expires_at: null,
    });
    expect(await readPayment(ctx.db, booked.id)).toMatchObject({ status: 'settlement' });

    // A later sweep, and the notification arriving after all, change nothing twice.
    await sweep(new Date(Date.now() + 2 * MINUTE));
    expect((await readPoints(ctx.db, customer.user.id)).ledger).toHaveLength(1);
    expect(await readConfirmationNotices(ctx, booked.id)).toHaveLength(1);
  });

  it('confirms within a minute a payment settled while the webhook was failing', async () => {
    const booked = await hold();
    const start = Date.now();
    // Asked once already (the hold is new), a minute's limit now runs.
    await sweep(new Date(start));

    // The customer pays; the webhook cannot ask the provider and answers 502, so nothing is applied.
    spyOnStatusCalls().mockRejectedValueOnce(new Error('provider down'));
    expect((await press(booked.snap_token, 'pay')).statusCode).toBe(200);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');

    await sweep(new Date(start + 30 * SECOND));
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
    await sweep(new Date(start + MINUTE));
    expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
  });

  it('applies a failure the provider reports, as a notification would', async () => {
    const booked = await hold();
    spyOnStatusCalls().mockRejectedValueOnce(new Error('provider down'));
    await press(booked.snap_token, 'fail');
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');

    await checkOpenPayments(deps(), new Date(Date.now() + MINUTE));
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'payment_failed',
    });
  });

  it('asks about each open attempt at most once a minute, however many processes sweep', async () => {
    const first = await hold();
    const second = await hold();
    const orders = [first.order_id, second.order_id];
    const calls = spyOnStatusCalls();
    const now = Date.now() + 10 * MINUTE;

    await Promise.all([sweep(new Date(now)), sweep(new Date(now)), sweep(new Date(now))]);
    expect(callsAbout(calls, [first.order_id])).toBe(1);
    expect(callsAbout(calls, [second.order_id])).toBe(1);
    await sweep(new Date(now + 59 * SECOND));
    expect(callsAbout(calls, orders)).toBe(2);
    await sweep(new Date(now + MINUTE));
    expect(callsAbout(calls, orders)).toBe(4);
  });

  it('leaves holds past their time to the expiry, and asks nothing about settled attempts', async () => {
    const expired = await hold();
    await ctx.db
      .update(bookings)
      .set({ hold_expires_at: new Date(Date.now() - MINUTE) })
      .where(eq(bookings.id, expired.id));
    const paid = await hold();
    await settleInSimulator(ctx.db, paid.order_id);
    await checkOpenPayments(deps());
    const calls = spyOnStatusCalls();

    await checkOpenPayments(deps(), new Date(Date.now() + 5 * MINUTE));
    expect(callsAbout(calls, [expired.order_id, paid.order_id])).toBe(0);
    expect((await readBooking(ctx.db, expired.id)).status).toBe('pending');
  });

  it('stops at an unreachable provider and asks the others at the next run', async () => {
    await hold();
    await hold();
    const calls = spyOnStatusCalls().mockRejectedValue(new Error('provider down'));
    const now = Date.now() + 20 * MINUTE;

    expect(await checkOpenPayments(deps(), new Date(now))).toEqual({ checked: 1, paid: 0 });
    expect(calls).toHaveBeenCalledTimes(1);
    expect(await checkOpenPayments(deps(), new Date(now + SECOND))).toEqual({ checked: 1, paid: 0 });
    expect(calls).toHaveBeenCalledTimes(2);
    expect(calls.mock.calls[1]?.[0]).not.toBe(calls.mock.calls[0]?.[0]);
  });
});

describe('open payments asked about at Midtrans', () => {
  let ctx: TestContext;
  let unit: TestUnit;
  let nextDate: () => string;
  let fake: FakeMidtrans;

  beforeAll(async () => {
    fake = await startFakeMidtrans();
    ctx = await createSeededTestApp(fake.env('SB-Mid-server-poll-test'));
    unit = (await listTestUnits(ctx.db))[0] as TestUnit;
    nextDate = dateSequence();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('confirms a hold Midtrans reports settled, asking its status API once a minute', async () => {
    const booked = await book(ctx.app, guestBooking(unit, nextDate(), '14:00', 2));
    const amount = `${(await readPayment(ctx.db, booked.id)).gross_amount}.00`;
    fake.orders.set(booked.order_id, { status: 'pending', amount });
    const statusPath = `/v2/${booked.order_id}/status`;
    const asked = () => fake.requests.filter((request) => request.url === statusPath).length;
    const sweep = (at: number) =>
      runSweeper({ db: ctx.db, log: ctx.app.log, payments: ctx.app.payments }, new Date(at));
    const start = Date.now();

    await sweep(start);
    expect(asked()).toBe(1);
    fake.orders.set(booked.order_id, { status: 'settlement', amount });
    await sweep(start + 30 * SECOND);
    expect(asked()).toBe(1);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
    await sweep(start + MINUTE);
    expect(asked()).toBe(2);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
    expect(await readPayment(ctx.db, booked.id)).toMatchObject({ status: 'settlement' });
  });
});
