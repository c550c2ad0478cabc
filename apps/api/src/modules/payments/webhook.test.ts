import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  adminAuth,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  postBooking,
  postNotification,
  readBooking,
  readPayment,
  readPoints,
  readPromoUses,
  setProviderStatus,
  signedNotification,
  type TestUnit,
  unitNamed,
} from '../../../test/bookings';
import { users } from '../../db/schema/accounts';
import { paymentSimulatorTransactions } from '../../db/schema/payment-simulator';
import { pointTransactions } from '../../db/schema/points';
import { PaymentProviderError, type TransactionStatus } from '../../providers/payments/payment-provider';
import { notificationSignature } from '../../providers/payments/signature';

const PROMO = 'OPENINGYUK';

describe('POST /api/payments/midtrans/notification (DESIGN.md "Payment state")', () => {
  let ctx: BookingTestApp;
  let regular: TestUnit;

  beforeAll(async () => {
    ctx = await openBookingApp();
    regular = unitNamed(ctx.units, 'PS5 Regular 1');
  });
  afterAll(async () => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  /** A 14:00–16:00 hold on a date of its own; a customer's when `headers` carry their token. */
  const hold = async (
    options: { unit?: TestUnit; headers?: Record<string, string>; promo?: boolean } = {},
  ) => {
    const date = ctx.nextDate();
    const overrides = options.promo ? { promo_code: PROMO } : {};
    const payload = guestBooking(options.unit ?? regular, date, '14:00', 2, overrides);
    return { ...(await book(ctx.app, payload, options.headers)), date };
  };
  const send = (booked: Booked, status: TransactionStatus, overrides = {}) =>
    notify(ctx.app, ctx.db, booked.order_id, status, overrides);
  const expectOutcome = async (
    booked: Booked,
    status: TransactionStatus,
    outcome: string,
    overrides = {},
  ) => {
    const response = await send(booked, status, overrides);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcome).toBe(outcome);
  };
  const bookingPoints = (bookingId: number) =>
    ctx.db.select().from(pointTransactions).where(eq(pointTransactions.booking_id, bookingId));

  it.each<[string, (signed: Record<string, unknown>) => Record<string, unknown>]>([
    ['a made-up signature', (signed) => ({ ...signed, signature_key: 'f'.repeat(128) })],
    ['an amount changed after signing', (signed) => ({ ...signed, gross_amount: '1.00' })],
    ['a status code changed after signing', (signed) => ({ ...signed, status_code: '201' })],
  ])('refuses %s with 403 and changes nothing', async (_label, forge) => {
    const booked = await hold();
    const signed = await signedNotification(ctx.app, ctx.db, booked.order_id, 'settlement');
    const response = await postNotification(ctx.app, forge(signed));
    expect(response.statusCode).toBe(403);
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'pending', paid_at: null });
    expect(await readPayment(ctx.db, booked.id)).toMatchObject({
      status: 'pending',
      last_notification: null,
    });
  });

  it('refuses a notification without the fields Midtrans always sends with 422', async () => {
    const booked = await hold();
    const { signature_key: _dropped, ...unsigned } = await signedNotification(
      ctx.app,
      ctx.db,
      booked.order_id,
      'settlement',
    );
    expect((await postNotification(ctx.app, unsigned)).statusCode).toBe(422);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
  });

  it('answers 404 for an order it never made', async () => {
    const signed = await signedNotification(ctx.app, ctx.db, 'BOOK-20260101-NOPE00-1', 'settlement');
    const response = await postNotification(ctx.app, signed);
    expect(response.statusCode).toBe(404);
  });

  it('ignores a correctly signed notification whose amount differs from the order', async () => {
    const booked = await hold();
    await expectOutcome(booked, 'settlement', 'amount_mismatch', { gross_amount: '1000.00' });
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
  });

  describe('a logged-in customer’s online booking', () => {
    it.each<[string, number, number]>([
      ['VIP 1', 2, 12],
      // points_per_hour left empty: the default 4 per hour (spec 2 §9).
      ['PS4 Regular 3', 2, 8],
    ])('%s for %i hours is confirmed on settlement and earns %i points', async (unitName, hours, points) => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const unit = unitNamed(ctx.units, unitName);
      const booked = await book(ctx.app, guestBooking(unit, ctx.nextDate(), '16:00', hours), customer.auth);
      await expectOutcome(booked, 'settlement', 'confirmed');

      const row = await readBooking(ctx.db, booked.id);
      expect(row).toMatchObject({ status: 'confirmed', hold_expires_at: null, points_earned: points });
      expect(row.paid_at).toBeInstanceOf(Date);
      expect(await readPayment(ctx.db, booked.id)).toMatchObject({ status: 'settlement' });
      const { balance, ledger } = await readPoints(ctx.db, customer.user.id);
      expect(balance).toBe(points);
      expect(ledger).toEqual([expect.objectContaining({ type: 'earned', points, booking_id: booked.id })]);
    });

    it('answers a repeated settlement with 200 and credits the points once', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const booked = await hold({ headers: customer.auth });
      await expectOutcome(booked, 'settlement', 'confirmed');
      await expectOutcome(booked, 'settlement', 'unchanged');
      const { balance, ledger } = await readPoints(ctx.db, customer.user.id);
      expect(balance).toBe(2 * (regular.points_per_hour ?? 4));
      expect(ledger).toHaveLength(1);
    });

    it.each<TransactionStatus>(['pending', 'expire', 'deny', 'cancel', 'failure'])(
      'ignores a stale %s arriving after the settlement',
      async (stale) => {
        const customer = await createCustomer(ctx.app, ctx.db);
        const booked = await hold({ headers: customer.auth });
        await expectOutcome(booked, 'settlement', 'confirmed');
        // Signed when it was true, delivered late: the provider now says settlement.
        const late = await postNotification(
          ctx.app,
          await signedNotification(ctx.app, ctx.db, booked.order_id, stale),
        );
        expect(late.statusCode, late.body).toBe(200);
        expect(late.json().outcome).toBe('unchanged');
        expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
        expect((await readPayment(ctx.db, booked.id)).status).toBe('settlement');
        expect((await readPoints(ctx.db, customer.user.id)).ledger).toHaveLength(1);
      },
    );

    it('waits on a card capture under fraud review and confirms once it is accepted', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const booked = await hold({ headers: customer.auth });
      // The simulator has no fraud review: the provider's answer is given here.
      const challenged = await signedNotification(ctx.app, ctx.db, booked.order_id, 'capture', {
        fraud_status: 'challenge',
        status_code: '201',
      });
      vi.spyOn(ctx.app.payments, 'getStatus').mockResolvedValueOnce(challenged);
      const review = await postNotification(ctx.app, challenged);
      expect(review.statusCode, review.body).toBe(200);
      expect(review.json().outcome).toBe('unchanged');
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'pending', points_earned: 0 });
      expect((await readPayment(ctx.db, booked.id)).status).toBe('pending');

      await expectOutcome(booked, 'capture', 'confirmed', { fraud_status: 'accept' });
      expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
      expect(await readPayment(ctx.db, booked.id)).toMatchObject({
        status: 'capture',
        fraud_status: 'accept',
      });
      expect((await readPoints(ctx.db, customer.user.id)).ledger).toHaveLength(1);
    });
  });

  describe('a payment that fails', () => {
    it.each<[TransactionStatus, string]>([
      ['expire', 'payment_expired'],
      ['deny', 'payment_failed'],
      ['cancel', 'payment_failed'],
      ['failure', 'payment_failed'],
    ])('%s cancels the hold, frees its slots and gives the promo use back', async (status, reason) => {
      const usesBefore = await readPromoUses(ctx.db, PROMO);
      const booked = await hold({ promo: true });
      const { start_at } = await readBooking(ctx.db, booked.id);
      expect(await readPromoUses(ctx.db, PROMO)).toBe(usesBefore + 1);

      await expectOutcome(booked, status, 'cancelled');
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({
        status: 'cancelled',
        cancel_reason: reason,
      });
      expect((await readPayment(ctx.db, booked.id)).status).toBe(status);
      expect(await readPromoUses(ctx.db, PROMO)).toBe(usesBefore);

      const { date } = booked;
      const availability = await ctx.app.inject({
        method: 'POST',
        url: `/api/public/get-availability-time/${regular.id}`,
        payload: { date },
      });
      const slots = availability.json().slots as Array<{ time: string; is_available: boolean }>;
      const held = slots.filter((slot) => ['14:00', '14:30', '15:00', '15:30'].includes(slot.time));
      expect(held).toHaveLength(4);
      expect(held.every((slot) => slot.is_available)).toBe(true);
      const again = await postBooking(ctx.app, guestBooking(regular, date, '14:00', 2));
      expect(again.statusCode, again.body).toBe(201);
      expect(start_at).toEqual((await readBooking(ctx.db, again.json().data.id)).start_at);
    });

    it('does not let a refund notification touch an unpaid hold', async () => {
      const booked = await hold();
      await expectOutcome(booked, 'refund', 'unchanged');
      expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
    });
  });

  describe('refunds', () => {
    it.each<[string, number, number, number]>([
      ['the points are still there', 30, 12, 18],
      ['some points were spent', 5, 5, 0],
      ['every point was spent', 0, 0, 0],
    ])(
      'refund after settlement when %s: booking refunded, points reversed',
      async (_l, balance, debit, after) => {
        const customer = await createCustomer(ctx.app, ctx.db);
        const booked = await hold({ unit: unitNamed(ctx.units, 'VIP 1'), headers: customer.auth });
        await expectOutcome(booked, 'settlement', 'confirmed');
        await ctx.db.update(users).set({ total_points: balance }).where(eq(users.id, customer.user.id));

        await expectOutcome(booked, 'refund', 'refunded');
        await expectOutcome(booked, 'refund', 'unchanged');
        expect((await readBooking(ctx.db, booked.id)).status).toBe('refunded');
        expect((await readPayment(ctx.db, booked.id)).status).toBe('refund');
        const points = await readPoints(ctx.db, customer.user.id);
        expect(points.balance).toBe(after);
        const debits = points.ledger.filter((entry) => entry.type === 'debit');
        expect(debits).toEqual(
          debit === 0 ? [] : [expect.objectContaining({ points: debit, booking_id: booked.id })],
        );
      },
    );
  });

  describe('bookings that earn no points (DESIGN.md "Points")', () => {
    it('confirms a guest booking without a ledger entry', async () => {
      const booked = await hold();
      await expectOutcome(booked, 'settlement', 'confirmed');
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'confirmed', points_earned: 0 });
      expect(await bookingPoints(booked.id)).toEqual([]);
    });

    it('confirms a QRIS booking at the counter without a ledger entry', async () => {
      const auth = await adminAuth(ctx.app, ctx.db);
      const booked = await book(
        ctx.app,
        guestBooking(regular, ctx.nextDate(), '14:00', 2, { payment_method: 'qris' }),
        auth,
      );
      await expectOutcome(booked, 'settlement', 'confirmed');
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({
        status: 'confirmed',
        channel: 'ots',
        points_earned: 0,
      });
      expect(await bookingPoints(booked.id)).toEqual([]);
    });
  });

  describe('a settlement after the hold was released', () => {
    const cancelPayment = (booked: Booked, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${booked.id}/cancel-payment`,
        payload: { reason: 'user_cancelled', order_id: booked.order_id },
        headers,
      });

    it('reinstates the booking while its slot is still free, with its points and promo use', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const usesBefore = await readPromoUses(ctx.db, PROMO);
      const booked = await hold({ headers: customer.auth, promo: true });
      expect((await cancelPayment(booked, customer.auth)).statusCode).toBe(200);
      expect(await readPromoUses(ctx.db, PROMO)).toBe(usesBefore);

      await expectOutcome(booked, 'settlement', 'reinstated');
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({
        status: 'confirmed',
        cancelled_at: null,
        cancel_reason: null,
        points_earned: 2 * (regular.points_per_hour ?? 4),
      });
      expect(await readPromoUses(ctx.db, PROMO)).toBe(usesBefore + 1);
      expect((await readPoints(ctx.db, customer.user.id)).ledger).toHaveLength(1);
    });

    it('leaves it cancelled when someone else has taken the slot', async () => {
      const booked = await hold();
      expect((await cancelPayment(booked)).statusCode).toBe(200);
      const rival = await book(ctx.app, guestBooking(regular, booked.date, '15:00', 1));

      await expectOutcome(booked, 'settlement', 'paid_after_release');
      expect((await readBooking(ctx.db, booked.id)).status).toBe('cancelled');
      // The money arrived all the same: the attempt says so, for staff to refund.
      expect((await readPayment(ctx.db, booked.id)).status).toBe('settlement');
      expect((await readBooking(ctx.db, rival.id)).status).toBe('pending');
    });
  });

  describe('only a status the provider confirms counts (DESIGN.md "Demo defaults vs production")', () => {
    /** The order's amount written another way: exponent, hexadecimal, cents, rounding, no decimals. */
    const otherWritings = (rupiah: number): Array<[string, string]> => {
      let zeros = 0;
      while (rupiah % 10 ** (zeros + 1) === 0) zeros += 1;
      return [
        ['an exponent', `${rupiah / 10 ** zeros}e${zeros}`],
        ['hexadecimal', `0x${rupiah.toString(16)}`],
        ['cents', `${rupiah}.49`],
        ['half a rupiah below', `${rupiah - 1}.50`],
        ['no decimals', `${rupiah}`],
        ['a leading space', ` ${rupiah}.00`],
      ];
    };
    const post = (notification: object) => postNotification(ctx.app, notification);
    const expectUntouched = async (booked: Booked) => {
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'pending', paid_at: null });
      expect(await readPayment(ctx.db, booked.id)).toMatchObject({
        status: 'pending',
        last_notification: null,
      });
    };

    it('leaves the hold pending on a signed settlement the provider does not confirm', async () => {
      const booked = await hold();
      const response = await post(await signedNotification(ctx.app, ctx.db, booked.order_id, 'settlement'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().outcome).toBe('unchanged');
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'pending', paid_at: null });
      expect((await readPayment(ctx.db, booked.id)).status).toBe('pending');
    });

    it('refuses a signed expire (202) edited to settlement with 403; the genuine one cancels', async () => {
      const booked = await hold();
      await ctx.app.payments.expire(booked.order_id);
      const expired = await signedNotification(ctx.app, ctx.db, booked.order_id, 'expire');
      expect(expired.status_code).toBe('202');

      const swapped = await post({ ...expired, transaction_status: 'settlement' });
      expect(swapped.statusCode).toBe(403);
      await expectUntouched(booked);

      const genuine = await post(expired);
      expect(genuine.json().outcome).toBe('cancelled');
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'cancelled', paid_at: null });
    });

    it.each<TransactionStatus>(['settlement', 'capture'])(
      'cancels the hold, as the provider says, on a signed cancel (200) edited to %s',
      async (claimed) => {
        const booked = await hold();
        await ctx.app.payments.cancel(booked.order_id);
        const cancelled = await signedNotification(ctx.app, ctx.db, booked.order_id, 'cancel');
        expect(cancelled.status_code).toBe('200');

        const response = await post({ ...cancelled, transaction_status: claimed });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().outcome).toBe('cancelled');
        expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'cancelled', paid_at: null });
        expect((await readPayment(ctx.db, booked.id)).status).toBe('cancel');
      },
    );

    it.each<[TransactionStatus, string, Record<string, string>]>([
      ['settlement', '202', {}],
      ['settlement', '407', {}],
      ['settlement', '201', {}],
      ['capture', '202', { fraud_status: 'accept' }],
      ['capture', '200', { fraud_status: 'challenge' }],
      ['refund', '201', {}],
      ['pending', '200', {}],
      ['expire', '200', {}],
    ])('refuses %s signed with status code %s with 403', async (status, code, extra) => {
      const booked = await hold();
      const signed = await signedNotification(ctx.app, ctx.db, booked.order_id, status, {
        status_code: code,
        ...extra,
      });
      expect((await post(signed)).statusCode).toBe(403);
      await expectUntouched(booked);
    });

    it('refuses a status Midtrans does not have with 403', async () => {
      const booked = await hold();
      const signed = await signedNotification(ctx.app, ctx.db, booked.order_id, 'settlement');
      expect((await post({ ...signed, transaction_status: 'paid' })).statusCode).toBe(403);
      await expectUntouched(booked);
    });

    it('refuses, with 422, a settled order’s amount written other than as Midtrans writes it', async () => {
      const booked = await hold();
      await setProviderStatus(ctx.db, booked.order_id, 'settlement');
      const { gross_amount } = await readPayment(ctx.db, booked.id);
      for (const [label, written] of otherWritings(gross_amount)) {
        const signed = await signedNotification(ctx.app, ctx.db, booked.order_id, 'settlement', {
          gross_amount: written,
        });
        const response = await post(signed);
        expect(response.statusCode, `${label}: ${written}`).toBe(422);
      }
      await expectUntouched(booked);
    });

    it('refuses, with 422, a signed notification whose order id Midtrans would never issue', async () => {
      const booked = await hold();
      const signed = await signedNotification(ctx.app, ctx.db, booked.order_id, 'settlement');
      const key = await ctx.app.payments.serverKey();
      for (const orderId of ['BOOK-1\u0000', 'BOOK-1/../2', 'BOOK 1', 'x'.repeat(65)]) {
        const signature_key = notificationSignature(orderId, '200', signed.gross_amount, key);
        const response = await post({ ...signed, order_id: orderId, signature_key });
        expect(response.statusCode, JSON.stringify(orderId)).toBe(422);
      }
    });

    it('confirms a payment made on the provider’s page (the simulator’s Pay)', async () => {
      const booked = await hold();
      const pay = await ctx.app.inject({
        method: 'POST',
        url: `/payments/simulator/pay/${booked.snap_token}/pay`,
        payload: {},
      });
      expect(pay.statusCode, pay.body).toBe(200);
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'confirmed' });
      expect(await readPayment(ctx.db, booked.id)).toMatchObject({ status: 'settlement' });
    });

    it('answers 502 with Retry-After while the provider cannot be asked, and applies the retry', async () => {
      const booked = await hold();
      await setProviderStatus(ctx.db, booked.order_id, 'settlement');
      const signed = await signedNotification(ctx.app, ctx.db, booked.order_id, 'settlement');
      vi.spyOn(ctx.app.payments, 'getStatus').mockRejectedValueOnce(
        new PaymentProviderError('Midtrans status: unreachable (no answer within 10 s)'),
      );

      const outage = await post(signed);
      expect(outage.statusCode).toBe(502);
      expect(outage.headers['retry-after']).toBe('60');
      expect(outage.json().message).toMatch(/payment provider/i);
      await expectUntouched(booked);

      // Midtrans retries a notification that was not answered with 2xx.
      const retry = await post(signed);
      expect(retry.json().outcome).toBe('confirmed');
    });

    it('ignores a settlement whose amount at the provider differs from the order', async () => {
      const booked = await hold();
      await setProviderStatus(ctx.db, booked.order_id, 'settlement');
      await ctx.db
        .update(paymentSimulatorTransactions)
        .set({ gross_amount: 1_000 })
        .where(eq(paymentSimulatorTransactions.order_id, booked.order_id));
      const response = await post(await signedNotification(ctx.app, ctx.db, booked.order_id, 'settlement'));
      expect(response.json().outcome).toBe('amount_mismatch');
      expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
    });

    it('answers 404 for an order the provider has never heard of', async () => {
      const booked = await hold();
      await ctx.db
        .delete(paymentSimulatorTransactions)
        .where(eq(paymentSimulatorTransactions.order_id, booked.order_id));
      const response = await post(await signedNotification(ctx.app, ctx.db, booked.order_id, 'settlement'));
      expect(response.statusCode).toBe(404);
      await expectUntouched(booked);
    });

    it('ignores a pending notification replayed after the settlement', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const booked = await hold({ headers: customer.auth });
      const pending = await signedNotification(ctx.app, ctx.db, booked.order_id, 'pending');
      expect((await post(pending)).json().outcome).toBe('unchanged');
      await expectOutcome(booked, 'settlement', 'confirmed');

      const replay = await post(pending);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().outcome).toBe('unchanged');
      expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
      expect((await readPayment(ctx.db, booked.id)).status).toBe('settlement');
      expect((await readPoints(ctx.db, customer.user.id)).ledger).toHaveLength(1);
    });

    it('ignores a settlement replayed after the refund', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const booked = await hold({ headers: customer.auth });
      await expectOutcome(booked, 'settlement', 'confirmed');
      const settled = await signedNotification(ctx.app, ctx.db, booked.order_id, 'settlement');
      await expectOutcome(booked, 'refund', 'refunded');

      const replay = await post(settled);
      expect(replay.json().outcome).toBe('unchanged');
      expect((await readBooking(ctx.db, booked.id)).status).toBe('refunded');
      expect((await readPayment(ctx.db, booked.id)).status).toBe('refund');
      const { balance, ledger } = await readPoints(ctx.db, customer.user.id);
      expect(balance).toBe(0);
      expect(ledger.map((entry) => entry.type).sort()).toEqual(['debit', 'earned']);
    });
  });
});
