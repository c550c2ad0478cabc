import { toLocalDateTime } from '@ruangmain/domain/hours';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  openBookingApp,
  readBooking,
  TZ,
} from '../../../test/bookings';
import { bookings } from '../../db/schema/bookings';

// What the booking history's Cancel and Reschedule buttons send, pressed at the same moment: the
// database, not the order of arrival, decides, and a unit never holds two bookings at one time.
describe('cancel and reschedule racing (POST /api/customer/cancel/{id}, /api/reschedule/{id})', () => {
  const AT_ONCE = 8;
  let ctx: BookingTestApp;
  let customers: TestCustomer[];

  beforeAll(async () => {
    ctx = await openBookingApp();
    customers = await Promise.all(Array.from({ length: AT_ONCE }, () => createCustomer(ctx.app, ctx.db)));
  });
  afterAll(async () => ctx.close());

  const cancel = (booked: Booked, headers: AuthHeaders) =>
    ctx.app.inject({ method: 'POST', url: `/api/customer/cancel/${booked.id}`, headers });
  const reschedule = (booked: Booked, date: string, start: string, end: string, headers: AuthHeaders) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/reschedule/${booked.id}`,
      headers,
      payload: { start_time: `${date} ${start}`, end_time: `${date} ${end}` },
    });
  const startOf = async (booked: Booked) =>
    toLocalDateTime((await readBooking(ctx.db, booked.id)).start_at as Date, TZ).slice(11);
  /** The bookings of the unit that still hold time on that day, by start. */
  const liveStartsOn = async (date: string) => {
    const rows = await ctx.db
      .select({ start_at: bookings.start_at })
      .from(bookings)
      .where(and(eq(bookings.unit_id, ctx.unit.id), ne(bookings.status, 'cancelled')));
    return rows
      .map((row) => toLocalDateTime(row.start_at as Date, TZ))
      .filter((start) => start.startsWith(date))
      .map((start) => start.slice(11))
      .sort();
  };

  it(`lets one of ${AT_ONCE} customers moving their holds onto the same free time have it`, async () => {
    const date = ctx.nextDate();
    // One-hour holds on times of their own; every one then asks for 13:00–14:00.
    const starts = ['10:00', '11:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'];
    const holds = await Promise.all(
      customers.map((customer, index) =>
        book(
          ctx.app,
          guestBooking(ctx.unit, date, starts[index] as string, 1, { phone: customer.registration.phone }),
          customer.auth,
        ),
      ),
    );
    const answers = await Promise.all(
      holds.map((held, index) =>
        reschedule(held, date, '13:00', '14:00', (customers[index] as TestCustomer).auth),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The others are refused, never failed: a 4xx (409 for the time taken, as alone; the whole suite on
    // PostgreSQL once answered them otherwise), and no 5xx.
    expect(codes.filter((code) => code >= 400 && code < 500)).toHaveLength(AT_ONCE - 1);
    const winner = holds[answers.findIndex((answer) => answer.statusCode === 200)] as Booked;
    expect(await startOf(winner)).toBe('13:00');
    const live = await liveStartsOn(date);
    expect(live.filter((start) => start === '13:00')).toHaveLength(1);
    expect(live).toHaveLength(AT_ONCE);
  });

  it('answers every one of several cancels pressed at once, cancels the hold and frees its time', async () => {
    const [customer] = customers as [TestCustomer];
    const date = ctx.nextDate();
    const held = await book(
      ctx.app,
      guestBooking(ctx.unit, date, '14:00', 2, { phone: customer.registration.phone }),
      customer.auth,
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(held, customer.auth)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await readBooking(ctx.db, held.id)).toMatchObject({ status: 'cancelled' });
    expect(await liveStartsOn(date)).toEqual([]);
  });

  it('ends a cancel racing a reschedule of the same hold in one of the two orders, never half of each', async () => {
    const [customer] = customers as [TestCustomer];
    for (let round = 0; round < 4; round += 1) {
      const date = ctx.nextDate();
      const held = await book(
        ctx.app,
        guestBooking(ctx.unit, date, '14:00', 2, { phone: customer.registration.phone }),
        customer.auth,
      );
      const [cancelled, moved] = await Promise.all([
        cancel(held, customer.auth),
        reschedule(held, date, '18:00', '20:00', customer.auth),
      ]);
      expect(cancelled.statusCode).toBe(200);
      expect([200, 409]).toContain(moved.statusCode);
      expect((await readBooking(ctx.db, held.id)).status).toBe('cancelled');
      // Moved first, then cancelled: at the new time. Cancelled first: the move was refused.
      expect(await startOf(held)).toBe(moved.statusCode === 200 ? '18:00' : '14:00');
      expect(await liveStartsOn(date)).toEqual([]);
    }
  });
});
