import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type Booked,
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

describe('POST /api/customer/pay/{id}: Pay now from the history', () => {
  let ctx: BookingTestApp;
  let owner: TestCustomer;
  let stranger: TestCustomer;
  let staff: AuthHeaders;

  beforeAll(async () => {
    ctx = await openBookingApp();
    owner = await createCustomer(ctx.app, ctx.db);
    stranger = await createCustomer(ctx.app, ctx.db);
    staff = await adminAuth(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const hold = (): Promise<Booked> =>
    book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2), owner.auth);
  const pay = (booked: { id: number | string }, headers: AuthHeaders = owner.auth) =>
    ctx.app.inject({ method: 'POST', url: `/api/customer/pay/${booked.id}`, headers });
  /** The provider's token expired while the hold still holds the slots. */
  const expireAttempt = (orderId: string) =>
    ctx.db
      .update(payments)
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where(eq(payments.order_id, orderId));
  const countAttempts = async (bookingId: number) =>
    (await ctx.db.select().from(payments).where(eq(payments.booking_id, bookingId))).length;

  it('hands the open attempt’s token out again', async () => {
    const booked = await hold();
    const response = await pay(booked);
    expect(response.statusCode, response.body).toBe(200);
    const row = await readBooking(ctx.db, booked.id);
    expect(response.json()).toMatchObject({
      data: { id: booked.id, invoice_number: booked.invoice_number, order_id: booked.order_id },
      snap_token: booked.snap_token,
      client_key: expect.any(String),
      snap_script_url: expect.stringContaining('snap'),
    });
    expect(response.json().data.hold_expires_at).toBe(row.hold_expires_at?.toISOString());
    expect(await countAttempts(booked.id)).toBe(1);
  });

  it('opens a new attempt with its own order id when the token has expired, and that one pays', async () => {
    const booked = await hold();
    await expireAttempt(booked.order_id);
    const response = await pay(booked);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.order_id).toBe(`${booked.invoice_number}-2`);
    expect(body.snap_token).not.toBe(booked.snap_token);
    const attempt = await readPayment(ctx.db, booked.id);
    expect(attempt).toMatchObject({
      order_id: body.data.order_id,
      status: 'pending',
      snap_token: body.snap_token,
    });
    expect(attempt.gross_amount).toBe((await readBooking(ctx.db, booked.id)).total_price);

    await notify(ctx.app, ctx.db, body.data.order_id, 'settlement');
    expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
  });

  it('opens one attempt for several Pay now clicks at once', async () => {
    const booked = await hold();
    await expireAttempt(booked.order_id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(booked)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const tokens = new Set(answers.map((answer) => answer.json().snap_token));
    expect(tokens.size).toBe(1);
    expect(await countAttempts(booked.id)).toBe(2);
  });

  it('is the customer’s own: staff are told it does not exist and no attempt is opened (docs/decisions/0037)', async () => {
    const booked = await hold();
    expect((await pay(booked, staff)).statusCode).toBe(404);
    expect(await countAttempts(booked.id)).toBe(1);
  });

  it.each<[string, (booked: Booked) => Promise<unknown>]>([
    ['a paid booking', (booked) => notify(ctx.app, ctx.db, booked.order_id, 'settlement')],
    [
      'a cancelled hold',
      (booked) =>
        ctx.app.inject({ method: 'POST', url: `/api/customer/cancel/${booked.id}`, headers: owner.auth }),
    ],
    [
      'a hold that has run out',
      (booked) =>
        ctx.db
          .update(bookings)
          .set({ hold_expires_at: new Date(Date.now() - 1_000) })
          .where(eq(bookings.id, booked.id)),
    ],
  ])('refuses %s with 409', async (_label, change) => {
    const booked = await hold();
    await change(booked);
    const response = await pay(booked);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This booking can no longer be paid.');
  });

  it.each<[string, () => AuthHeaders, number]>([
    ['another customer', () => stranger.auth, 404],
    ['a visitor without a token', () => ({}), 401],
  ])('refuses %s', async (_label, headers, status) => {
    const booked = await hold();
    expect((await pay(booked, headers())).statusCode).toBe(status);
    expect(await countAttempts(booked.id)).toBe(1);
  });

  it('answers 404 for a booking that does not exist and 422 for an id that is not one', async () => {
    expect((await pay({ id: 999_999 })).statusCode).toBe(404);
    expect((await pay({ id: 'abc' })).statusCode).toBe(422);
  });
});
