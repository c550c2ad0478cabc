import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  unitNamed,
} from '../../../test/bookings';

describe('GET /api/customer/point-transactions (spec 2 §3 "Point transaction")', () => {
  let ctx: BookingTestApp;

  beforeAll(async () => {
    ctx = await openBookingApp();
  });
  afterAll(async () => ctx.close());

  /** Books `hours` on the unit and has the payment notified with `statuses`, in order. */
  const pay = async (
    headers: AuthHeaders,
    unitName: string,
    hours: number,
    ...statuses: Array<'settlement' | 'refund'>
  ) => {
    const booked = await book(
      ctx.app,
      guestBooking(unitNamed(ctx.units, unitName), ctx.nextDate(), '14:00', hours),
      headers,
    );
    for (const status of statuses) await notify(ctx.app, ctx.db, booked.order_id, status);
    return booked;
  };
  const ledger = (headers: AuthHeaders) =>
    ctx.app.inject({ method: 'GET', url: '/api/customer/point-transactions', headers });

  it('lists only the caller’s earnings and reversals, newest first', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const other = await createCustomer(ctx.app, ctx.db);
    const vip = await pay(customer.auth, 'VIP 1', 2, 'settlement');
    const refunded = await pay(customer.auth, 'VVIP 1', 1, 'settlement', 'refund');
    await pay(customer.auth, 'PS5 Regular 2', 1); // never paid: earns nothing
    await pay(other.auth, 'PS5 Regular 1', 3, 'settlement');

    const response = await ledger(customer.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        type: 'debit',
        points: 8,
        booking_id: refunded.id,
        description: `Points reversed for a refund of booking ${refunded.invoice_number}`,
      }),
      expect.objectContaining({
        type: 'earned',
        points: 8,
        booking_id: refunded.id,
        description: `Points earned from booking ${refunded.invoice_number}`,
      }),
      expect.objectContaining({ type: 'earned', points: 12, booking_id: vip.id }),
    ]);
    for (const entry of response.json()) {
      expect(entry).toEqual(
        expect.objectContaining({ id: expect.any(Number), created_at: expect.any(String) }),
      );
    }

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: customer.auth,
    });
    expect(profile.json().user.total_points).toBe(12);
  });

  it('answers an empty list for a customer who has not earned yet', async () => {
    const { auth } = await createCustomer(ctx.app, ctx.db);
    expect((await ledger(auth)).json()).toEqual([]);
  });

  it('asks a visitor without a token to log in (401)', async () => {
    expect((await ledger({})).statusCode).toBe(401);
    expect((await ledger({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});
