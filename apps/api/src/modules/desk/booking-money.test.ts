import { listBookingMoneyLines } from '@ruangmain/domain/booking-money';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  openBookingApp,
  TZ,
} from '../../../test/bookings';
import { deskCall, withIdempotencyKey } from '../../../test/desk';
import { reportCall } from '../../../test/reports';
import { fnbs } from '../../db/schema/food';

/**
 * Issue 29 item 4: after a 60-minute cash extension the drawer said Total Rp52.000 beside Paid
 * Rp77.000. The drawer, the receipt and the revenue report now tell the same money, every line adding up.
 */
describe('a booking’s money in the drawer, the receipt and the revenue report', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  const today = () => toLocalDateTime(new Date(), TZ).slice(0, 10);
  const revenueToday = async () => {
    const response = await reportCall(ctx.app, admin, `revenue?from=${today()}&to=${today()}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('after a 60-minute cash extension the drawer, the receipt and the report agree', async () => {
    const [food] = await ctx.db.select().from(fnbs).where(eq(fnbs.is_available, true)).limit(1);
    if (!food) throw new Error('the demo menu has food');
    const unit = ctx.unit;
    const before = await revenueToday();
    const booked = await book(
      ctx.app,
      guestBooking(unit, ctx.nextDate(), '14:00', 2, {
        payment_method: 'cash',
        fnbs: [{ id: food.id, quantity: 2 }],
      }),
      admin,
    );
    const extended = await deskCall(
      ctx.app,
      withIdempotencyKey(admin),
      'POST',
      `/bookings/${booked.id}/extend`,
      {
        minutes: 60,
        payment_method: 'cash',
      },
    );
    expect(extended.statusCode, extended.body).toBe(200);

    const drawer = (await deskCall(ctx.app, admin, 'GET', `/bookings/${booked.id}`)).json().data;
    const { money } = drawer;
    expect(money).toMatchObject({
      session: unit.price_per_hour * 2,
      extensions: unit.price_per_hour,
      food: food.price * 2,
      due: 0,
      refunded: 0,
    });
    expect(money.total).toBe(drawer.booking.total_price + unit.price_per_hour);
    expect(money.paid).toBe(money.total);
    expect(drawer.paid_amount).toBe(money.paid);
    const lines = listBookingMoneyLines(money).reduce((sum, line) => sum + line.amount, 0);
    expect(lines).toBe(money.total);

    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/customer/receipts/${booked.invoice_number}`,
      headers: admin,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().data.money).toEqual(money);
    expect(receipt.json().data.extensions).toEqual([
      { id: expect.any(Number), minutes: 60, amount: unit.price_per_hour },
    ]);

    const after = await revenueToday();
    expect(after.gross - before.gross).toBe(money.paid);
    const extensionSource = (report: { by_source: Array<{ source: string; gross: number }> }) =>
      report.by_source.find((row) => row.source === 'extension')?.gross ?? 0;
    expect(extensionSource(after) - extensionSource(before)).toBe(money.extensions);
  });

  it('an unpaid hold owes its total; cancelled before it was paid, it shows none', async () => {
    const hold = await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '18:00', 1));
    const open = (await deskCall(ctx.app, admin, 'GET', `/bookings/${hold.id}`)).json().data;
    expect(open.money).toMatchObject({
      total: open.booking.total_price,
      paid: 0,
      due: open.booking.total_price,
    });
    const cancelled = await deskCall(
      ctx.app,
      withIdempotencyKey(admin),
      'POST',
      `/bookings/${hold.id}/cancel`,
      {
        reason: 'Customer left',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.money).toMatchObject({ total: null, paid: 0, due: 0, refundable: 0 });
  });

  it('a partial refund shows in the drawer and the receipt alike, and leaves the total', async () => {
    const booked = await book(
      ctx.app,
      guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2, { payment_method: 'cash' }),
      admin,
    );
    const refund = await deskCall(
      ctx.app,
      withIdempotencyKey(admin),
      'POST',
      `/bookings/${booked.id}/refund`,
      {
        amount: 10_000,
        reason: 'Controller broke',
      },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    const drawer = (await deskCall(ctx.app, admin, 'GET', `/bookings/${booked.id}`)).json().data;
    expect(drawer.money).toMatchObject({ refunded: 10_000, refundable: drawer.money.paid - 10_000, due: 0 });
    expect(drawer.money.total).toBe(drawer.booking.total_price);
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/customer/receipts/${booked.invoice_number}`,
      headers: admin,
    });
    expect(receipt.json().data.money).toEqual(drawer.money);
  });
});
