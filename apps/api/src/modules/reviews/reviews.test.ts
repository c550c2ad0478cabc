import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
} from '../../../test/bookings';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { runSweeper } from '../../jobs/sweeper';

describe('POST /api/customer/customer-reviews (spec 2 §3 Review)', () => {
  let ctx: BookingTestApp;
  let owner: TestCustomer;
  let stranger: TestCustomer;

  beforeAll(async () => {
    ctx = await openBookingApp();
    owner = await createCustomer(ctx.app, ctx.db);
    stranger = await createCustomer(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  /** The owner's paid 14:00–16:00 session on a date of its own. */
  const paidSession = async (): Promise<Booked> => {
    const booked = await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2), owner.auth);
    await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    return booked;
  };
  /** Played and over: the sweeper, run at the session's end, marks it completed. */
  const completedSession = async (): Promise<Booked> => {
    const booked = await paidSession();
    const { end_at } = await readBooking(ctx.db, booked.id);
    await runSweeper({ db: ctx.db, log: ctx.app.log, payments: ctx.app.payments }, end_at as Date);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('completed');
    return booked;
  };
  /** A session of the owner's moved to yesterday, left as `status`. */
  const pastSession = async (status: 'confirmed' | 'cancelled'): Promise<Booked> => {
    const booked = await paidSession();
    const yesterday = Date.now() - 86_400_000;
    await ctx.db
      .update(bookings)
      .set({ status, start_at: new Date(yesterday), end_at: new Date(yesterday + 2 * 3_600_000) })
      .where(eq(bookings.id, booked.id));
    return booked;
  };
  const review = (payload: Record<string, unknown>, headers: AuthHeaders = owner.auth) =>
    ctx.app.inject({ method: 'POST', url: '/api/customer/customer-reviews', payload, headers });

  it('takes the owner’s rating of a completed session once, and lists it publicly', async () => {
    const booked = await completedSession();
    // Warm the public list's cache, so that the new review has to drop it.
    expect(await findPublicReview('Mantap, stik baru!')).toBeUndefined();
    const payload = { invoice_number: booked.invoice_number, rating: 5, description: 'Mantap, stik baru!' };
    const created = await review(payload);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ invoice_number: booked.invoice_number, rating: 5 });

    const again = await review({ ...payload, rating: 1 });
    expect(again.statusCode).toBe(409);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/customer/booking-details/${booked.id}`,
      headers: owner.auth,
    });
    expect(detail.json().data).toMatchObject({ is_reviewed: true, review: { rating: 5 } });
    expect(await waitForPublicReview('Mantap, stik baru!')).toMatchObject({
      rating: 5,
      booking: { bookable: { name: owner.registration.name }, unit: { name: ctx.unit.name } },
    });
  });

  it.each<[string, unknown]>([
    ['0', 0],
    ['6', 6],
    ['a word', 'x'],
    ['a fraction', 4.5],
    ['true', true],
    ['nothing', undefined],
  ])('refuses a rating of %s with 422', async (_label, rating) => {
    const booked = await completedSession();
    const response = await review({ invoice_number: booked.invoice_number, rating, description: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('rating');
  });

  it.each<[string, () => Promise<Booked>]>([
    ['a paid session that has not ended yet', paidSession],
    ['an unpaid hold', () => book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2), owner.auth)],
    ['a cancelled booking, even past its end', () => pastSession('cancelled')],
  ])('refuses %s with 422', async (_label, session) => {
    const booked = await session();
    const response = await review({ invoice_number: booked.invoice_number, rating: 4 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('You can rate a session once it has ended.');
  });

  it('keeps one review when two arrive for one booking at once', async () => {
    const booked = await completedSession();
    const answers = await Promise.all(
      [5, 3, 4, 2].map((rating) => review({ invoice_number: booked.invoice_number, rating })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const stored = await ctx.db.select().from(reviews).where(eq(reviews.booking_id, booked.id));
    expect(stored).toHaveLength(1);
    const created = answers.find((answer) => answer.statusCode === 201)?.json().data;
    expect(stored[0]?.rating).toBe(created.rating);
  });

  it('takes a paid session past its end before the sweeper has marked it completed', async () => {
    const booked = await pastSession('confirmed');
    const response = await review({ invoice_number: booked.invoice_number, rating: 4 });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each<[string, (booked: Booked) => string]>([
    ['someone else’s invoice', (booked) => booked.invoice_number],
    ['an invoice that does not exist', () => 'BOOK-20260101-NOPE00'],
  ])('answers %s with 404 Invoice number not found!', async (_label, invoice) => {
    const booked = await completedSession();
    const response = await review({ invoice_number: invoice(booked), rating: 5 }, stranger.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Invoice number not found!');
  });

  it('asks a visitor without a token to log in (401)', async () => {
    const booked = await completedSession();
    const response = await review({ invoice_number: booked.invoice_number, rating: 5 }, {});
    expect(response.statusCode).toBe(401);
  });

  /** The public list is cached and dropped on a change notification, which may take a moment. */
  async function waitForPublicReview(description: string) {
    const deadline = Date.now() + 3_000;
    for (;;) {
      const found = await findPublicReview(description);
      if (found || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function findPublicReview(description: string) {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/public/customer-reviews' });
    const reviews = response.json().data.data as Array<{ description: string }>;
    return reviews.find((entry) => entry.description === description);
  }
});
