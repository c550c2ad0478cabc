import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
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
  readPoints,
  readSimulatorStatus,
  settleInSimulator,
} from '../../../test/bookings';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { cancelPayment } from './cancel-payment';

describe('POST /api/bookings/{id}/cancel-payment (spec 2 §4 "Booking payment outcomes")', () => {
  let ctx: BookingTestApp;

  beforeAll(async () => {
    ctx = await openBookingApp();
  });
  afterAll(async () => ctx.close());

  const hold = (headers: AuthHeaders = {}) =>
    book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2), headers);
  const postCancelPayment = (
    bookingId: number,
    payload: Record<string, unknown>,
    headers: AuthHeaders = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel-payment`,
      payload: { reason: 'user_cancelled', cancelled_at: new Date().toISOString(), ...payload },
      headers,
    });
  const expectCancelled = async (booked: Booked, reason = 'user_cancelled') => {
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: reason,
    });
    expect(await readSimulatorStatus(ctx.db, booked.order_id)).toBe('cancel');
  };

  describe('a guest, who proves the booking with what the booking answer carried', () => {
    it.each<[string, (booked: Booked) => Record<string, unknown>]>([
      ['the order id', (booked) => ({ order_id: booked.order_id })],
      ['the invoice number', (booked) => ({ invoice_number: booked.invoice_number })],
    ])('cancels its hold with %s, and again with 200', async (_label, proof) => {
      const booked = await hold();
      for (const attempt of [1, 2]) {
        const response = await postCancelPayment(booked.id, proof(booked));
        expect(response.statusCode, `attempt ${attempt}: ${response.body}`).toBe(200);
        expect(response.json()).toMatchObject({ status: 'cancelled' });
      }
      await expectCancelled(booked);
    });

    it.each<[string, (booked: Booked, other: Booked) => Record<string, unknown>]>([
      ['no proof', () => ({})],
      ['another booking’s order id', (_booked, other) => ({ order_id: other.order_id })],
      ['another booking’s invoice number', (_booked, other) => ({ invoice_number: other.invoice_number })],
      ['a made-up order id', (booked) => ({ order_id: `${booked.invoice_number}-2` })],
    ])('answers 404 with %s and leaves the hold', async (_label, proof) => {
      const booked = await hold();
      const other = await hold();
      const response = await postCancelPayment(booked.id, proof(booked, other));
      expect(response.statusCode).toBe(404);
      expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
      expect(await readSimulatorStatus(ctx.db, booked.order_id)).toBe('pending');
    });

    it('answers 404 for a booking that does not exist', async () => {
      const response = await postCancelPayment(999_999, { order_id: 'BOOK-20260101-AAAAAA-1' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('a customer’s booking', () => {
    it('is cancelled by its owner, and by nobody else, staff included (they cancel at the desk)', async () => {
      const owner = await createCustomer(ctx.app, ctx.db);
      const stranger = await createCustomer(ctx.app, ctx.db);
      const booked = await hold(owner.auth);
      const attempts: Array<[string, AuthHeaders, Record<string, unknown>, number]> = [
        ['another customer, even with the order id', stranger.auth, { order_id: booked.order_id }, 404],
        ['a guest with the invoice number', {}, { invoice_number: booked.invoice_number }, 404],
        ['its owner', owner.auth, {}, 200],
      ];
      for (const [who, headers, proof, status] of attempts) {
        const response = await postCancelPayment(booked.id, proof, headers);
        expect(response.statusCode, who).toBe(status);
      }
      await expectCancelled(booked);

      const second = await hold(owner.auth);
      const byStaff = await postCancelPayment(
        second.id,
        { reason: 'payment_timeout', order_id: second.order_id },
        await adminAuth(ctx.app, ctx.db),
      );
      expect(byStaff.statusCode).toBe(404);
      expect((await readBooking(ctx.db, second.id)).status).toBe('pending');
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown reason', { reason: 'changed_my_mind' }],
    ['no reason', { reason: undefined }],
    ['a malformed cancelled_at', { cancelled_at: 'yesterday' }],
  ])('refuses %s with 422', async (_label, body) => {
    const booked = await hold();
    const response = await postCancelPayment(booked.id, { order_id: booked.order_id, ...body });
    expect(response.statusCode).toBe(422);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
  });

  describe('a booking that is paid', () => {
    const expectStaysPaid = async (booked: Booked) => {
      const response = await postCancelPayment(booked.id, { order_id: booked.order_id });
      expect(response.statusCode, response.body).toBe(409);
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'confirmed', cancelled_at: null });
    };

    it('is refused with 409 after the webhook confirmed it', async () => {
      const booked = await hold();
      await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
      await expectStaysPaid(booked);
    });

    it('stays confirmed when the customer paid on the simulator’s page before giving up', async () => {
      const booked = await hold();
      const paid = await ctx.app.inject({
        method: 'POST',
        url: `/payments/simulator/pay/${booked.snap_token}/pay`,
        payload: { payment_type: 'qris' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      await expectStaysPaid(booked);
      expect(await readSimulatorStatus(ctx.db, booked.order_id)).toBe('settlement');
    });

    it('is refused with 409 when the payment settles while the hold is being released', async () => {
      const booked = await hold();
      // The customer pays at the very moment the screen gives up: the provider refuses the cancel
      // and its notification confirms the booking before the hold is let go.
      const racing: PaymentProvider = {
        ...ctx.app.payments,
        cancel: async (orderId) => {
          await settleInSimulator(ctx.db, orderId);
          await notify(ctx.app, ctx.db, orderId, 'settlement');
        },
      };
      const cancelling = cancelPayment(
        { db: ctx.db, log: ctx.app.log, payments: racing },
        {
          bookingId: booked.id,
          body: { reason: 'user_cancelled', order_id: booked.order_id },
          auth: undefined,
        },
      );
      await expect(cancelling).rejects.toMatchObject({ code: 'conflict' });
      expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
    });

    it('is confirmed, with its points, when the payment settled but its notification was lost', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const booked = await hold(customer.auth);
      await settleInSimulator(ctx.db, booked.order_id);
      const response = await postCancelPayment(booked.id, {}, customer.auth);
      expect(response.statusCode).toBe(409);
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'confirmed', cancelled_at: null });
      expect(await readSimulatorStatus(ctx.db, booked.order_id)).toBe('settlement');
      expect((await readPoints(ctx.db, customer.user.id)).ledger).toHaveLength(1);
    });
  });
});
