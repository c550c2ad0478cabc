import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type BookingTestApp,
  notify,
  openBookingApp,
  readBooking,
  readPayment,
  readPoints,
  readSimulatorStatus,
} from '../../../test/bookings';
import { fnbNamed, guestFoodOrder, insertPromo, postFoodOrder } from '../../../test/food-orders';
import { bookings } from '../../db/schema/bookings';
import { promos } from '../../db/schema/pricing';
import { runSweeper } from '../../jobs/sweeper';

// spec 2 §4 "Food page": an order is pending until the verified webhook says paid, expires with its
// payment after 30 minutes, and cancel-payment releases it; a promo use goes back when it ends unpaid.
describe('paying a food order', () => {
  let ctx: BookingTestApp;
  let teh: number;

  beforeAll(async () => {
    ctx = await openBookingApp();
    teh = (await fnbNamed(ctx.db, 'Es Teh Manis')).id;
  });
  afterAll(async () => ctx.close());

  const readUses = async (promoId: number) =>
    (await ctx.db.select().from(promos).where(eq(promos.id, promoId)))[0]?.times_used;

  /** A guest's order with a promo of its own; the promo's uses are what the test watches. */
  async function order(headers: Record<string, string> = {}) {
    const promo = await insertPromo(ctx.db, { percentage: 10, usage_limit: 3 });
    const response = await postFoodOrder(
      ctx.app,
      guestFoodOrder([{ id: teh, quantity: 2 }], { promo_code: promo.promo_code }),
      headers,
    );
    if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
    const body = response.json();
    expect(await readUses(promo.id)).toBe(1);
    return {
      id: body.data.id as number,
      invoice: body.invoice_number as string,
      orderId: body.order_id as string,
      promoId: promo.id,
    };
  }
  const status = (invoice: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/public/booking-status/${invoice}` });

  it('is pending until the verified webhook says paid, then confirmed; the public lookup says so', async () => {
    const placed = await order();
    expect((await status(placed.invoice)).json().data).toMatchObject({
      invoice_number: placed.invoice,
      status: 'pending',
      booking_type: 'fnb',
      total_price: 11_880,
      fnbs: [expect.objectContaining({ id: teh, pivot: { quantity: 2, price: 6_000 } })],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    expect((await notify(ctx.app, ctx.db, placed.orderId, 'settlement')).statusCode).toBe(200);
    const paid = await readBooking(ctx.db, placed.id);
    expect(paid).toMatchObject({ status: 'confirmed', hold_expires_at: null });
    expect(paid.paid_at).not.toBeNull();
    expect((await readPayment(ctx.db, placed.id)).status).toBe('settlement');
    expect((await status(placed.invoice)).json().data.status).toBe('confirmed');
    // The use stays counted: the promo was honoured in what was paid.
    expect(await readUses(placed.promoId)).toBe(1);
  });

  it('earns a customer no points: points come from hours of play', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const placed = await order(customer.auth);
    await notify(ctx.app, ctx.db, placed.orderId, 'settlement');
    expect(await readBooking(ctx.db, placed.id)).toMatchObject({ status: 'confirmed', points_earned: 0 });
    expect(await readPoints(ctx.db, customer.user.id)).toMatchObject({ balance: 0, ledger: [] });
  });

  it('is cancelled by a failed payment, and gives its promo use back', async () => {
    const placed = await order();
    await notify(ctx.app, ctx.db, placed.orderId, 'deny');
    expect(await readBooking(ctx.db, placed.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'payment_failed',
    });
    expect(await readUses(placed.promoId)).toBe(0);
  });

  it('expires unpaid after its hold: the sweeper cancels it at the provider and gives the promo use back', async () => {
    const placed = await order();
    await ctx.db
      .update(bookings)
      .set({ hold_expires_at: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, placed.id));
    const swept = await runSweeper({ db: ctx.db, log: ctx.app.log, payments: ctx.app.payments });
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await readBooking(ctx.db, placed.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
    });
    expect(await readSimulatorStatus(ctx.db, placed.orderId)).toBe('expire');
    expect(await readUses(placed.promoId)).toBe(0);
  });

  it('holds for BOOKING_HOLD_MINUTES (30 by default) and asks the provider to expire it then', async () => {
    const placed = await order();
    const held = await readBooking(ctx.db, placed.id);
    const minutes = ((held.hold_expires_at?.getTime() ?? 0) - held.created_at.getTime()) / 60_000;
    expect(minutes).toBe(30);
    expect((await readPayment(ctx.db, placed.id)).expires_at?.getTime()).toBe(
      held.hold_expires_at?.getTime(),
    );
  });

  describe('POST /api/bookings/{id}/cancel-payment', () => {
    const cancel = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/cancel-payment`,
        payload: { reason: 'user_cancelled', cancelled_at: new Date().toISOString(), ...payload },
        headers,
      });

    it('releases a guest’s order proven by its invoice number, and frees the promo use', async () => {
      const placed = await order();
      const response = await cancel(placed.id, { invoice_number: placed.invoice });
      expect(response.statusCode, response.body).toBe(200);
      expect(await readBooking(ctx.db, placed.id)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'user_cancelled',
      });
      expect(await readSimulatorStatus(ctx.db, placed.orderId)).toBe('cancel');
      expect(await readUses(placed.promoId)).toBe(0);
      // Again: the same answer, and the use is not given back twice.
      expect((await cancel(placed.id, { invoice_number: placed.invoice })).statusCode).toBe(200);
      expect(await readUses(placed.promoId)).toBe(0);
    });

    it('takes the 5-minute guard’s reason (payment_timeout)', async () => {
      const placed = await order();
      const response = await cancel(placed.id, { reason: 'payment_timeout', order_id: placed.orderId });
      expect(response.statusCode, response.body).toBe(200);
      expect(await readBooking(ctx.db, placed.id)).toMatchObject({ cancel_reason: 'payment_timeout' });
    });

    it('does not let a stranger cancel someone else’s order', async () => {
      const owner = await createCustomer(ctx.app, ctx.db);
      const stranger = await createCustomer(ctx.app, ctx.db);
      const placed = await order(owner.auth);
      expect((await cancel(placed.id, { invoice_number: placed.invoice }, stranger.auth)).statusCode).toBe(
        404,
      );
      expect((await cancel(placed.id, {})).statusCode).toBe(404);
      expect((await readBooking(ctx.db, placed.id)).status).toBe('pending');
      expect(await readUses(placed.promoId)).toBe(1);
    });

    it('refuses to cancel a paid order (409)', async () => {
      const placed = await order();
      await notify(ctx.app, ctx.db, placed.orderId, 'settlement');
      expect((await cancel(placed.id, { invoice_number: placed.invoice })).statusCode).toBe(409);
      expect((await readBooking(ctx.db, placed.id)).status).toBe('confirmed');
    });
  });
});
