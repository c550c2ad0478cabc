import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  adminAuth,
  book,
  dateSequence,
  guestBooking,
  listTestUnits,
  postNotification,
  readBooking,
  readPayment,
  readPoints,
  type TestUnit,
  TZ,
} from '../../../test/bookings';
import { deskCall, readAudit } from '../../../test/desk';
import { type FakeMidtrans, signedNotification, startFakeMidtrans } from '../../../test/fake-midtrans';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import { refunds } from '../../db/schema/desk';
import { customerNotices } from '../../db/schema/notices';
import type { TransactionStatus } from '../../providers/payments/payment-provider';
import { getRevenueReport } from '../reports/get-revenue-report';
import { DASHBOARD_REFUND_REASON } from './record-provider-refunds';

const SERVER_KEY = 'SB-Mid-server-refund-test';

/** One refund as Midtrans lists it in a status answer (docs.midtrans.com "Get Transaction Status"). */
type ListedRefund = {
  refund_chargeback_id: number;
  refund_amount: string;
  created_at: string;
  reason?: string;
  refund_key?: string;
  bank_confirmed_at?: string;
};

/**
 * Refunds made in the Midtrans dashboard reach the product only as notifications; the webhook asks
 * Midtrans' status API (a stand-in here) and records what it lists (record 0023, record 0026).
 */
describe('refunds made in the Midtrans dashboard', () => {
  let ctx: TestContext;
  let units: TestUnit[];
  let unitIndex = 0;
  let nextDate: () => string;
  let fake: FakeMidtrans;

  beforeAll(async () => {
    fake = await startFakeMidtrans();
    ctx = await createSeededTestApp(fake.env(SERVER_KEY));
    units = await listTestUnits(ctx.db);
    nextDate = dateSequence();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  /** Midtrans' notification of an order's new status: signed, and a prompt to ask its status API. */
  const notify = (orderId: string, status: TransactionStatus, amount: string) =>
    postNotification(ctx.app, signedNotification(orderId, status, amount, SERVER_KEY));

  /** A customer's online booking of 2 hours, paid: it earned points. */
  async function paidBooking() {
    const customer = await createCustomer(ctx.app, ctx.db);
    const unit = units[unitIndex++ % units.length] as TestUnit;
    const booked = await book(ctx.app, guestBooking(unit, nextDate(), '14:00', 2), customer.auth);
    const total = (await readPayment(ctx.db, booked.id)).gross_amount;
    const amount = `${total}.00`;
    fake.orders.set(booked.order_id, { status: 'settlement', amount });
    expect((await notify(booked.order_id, 'settlement', amount)).json().outcome).toBe('confirmed');
    const row = await readBooking(ctx.db, booked.id);
    expect(row.points_earned).toBeGreaterThan(0);
    return { ...booked, customer, total, amount, earned: row.points_earned };
  }

  /** Midtrans now reports these refunds of the order; a notification says it changed. */
  const refundAtMidtrans = (
    booked: { order_id: string; amount: string; total: number },
    listed: ListedRefund[],
  ) => {
    const refunded = listed.reduce((sum, refund) => sum + Number.parseInt(refund.refund_amount, 10), 0);
    const status = refunded >= booked.total ? 'refund' : 'partial_refund';
    fake.orders.set(booked.order_id, {
      status,
      amount: booked.amount,
      extra: { refund_amount: `${refunded}.00`, refunds: listed },
    });
    return () => notify(booked.order_id, status, booked.amount);
  };
  const refundRows = (bookingId: number) =>
    ctx.db.select().from(refunds).where(eq(refunds.booking_id, bookingId)).orderBy(asc(refunds.id));
  const refundNotices = (bookingId: number) =>
    ctx.db
      .select()
      .from(customerNotices)
      .where(and(eq(customerNotices.booking_id, bookingId), eq(customerNotices.kind, 'booking_refunded')));

  it('records a partial refund, then the rest: rows, refunded amount, points, status, trail and notices', async () => {
    const booked = await paidBooking();
    const part = Math.floor(booked.total / 4);
    const first: ListedRefund = {
      refund_chargeback_id: 1,
      refund_amount: `${part}.00`,
      created_at: '2026-11-20 09:15:00',
      reason: 'Customer asked',
      refund_key: 'a1b2c3d4-dashboard',
      bank_confirmed_at: '2026-11-20 09:20:00',
    };
    const partial = await refundAtMidtrans(booked, [first])();
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().outcome).toBe('partially_refunded');

    expect(await refundRows(booked.id)).toMatchObject([
      {
        amount: part,
        provider: 'midtrans',
        status: 'succeeded',
        reason: 'Customer asked',
        refund_key: `${booked.order_id}-a1b2c3d4-dashboard`,
        created_by: null,
        // 09:15 in Jakarta (GMT+7) is 02:15 UTC.
        completed_at: new Date('2026-11-20T02:15:00Z'),
      },
    ]);
    const pointsBack = Math.floor((booked.earned * part) / booked.total);
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({
      status: 'confirmed',
      refunded_amount: part,
    });
    expect((await readPayment(ctx.db, booked.id)).status).toBe('settlement');
    expect((await readPoints(ctx.db, booked.customer.user.id)).balance).toBe(booked.earned - pointsBack);
    expect(await refundNotices(booked.id)).toHaveLength(1);
    expect((await readAudit(ctx.db, booked.id)).at(-1)).toMatchObject({
      action: 'booking.refund',
      actor_id: null,
      actor_name: 'Midtrans',
      after: expect.objectContaining({ amount: part, refunded_amount: part, points_reversed: pointsBack }),
    });

    // The same notification again, and Midtrans still listing the first refund: nothing new.
    expect((await refundAtMidtrans(booked, [first])()).json().outcome).toBe('unchanged');
    expect(await refundRows(booked.id)).toHaveLength(1);

    // The rest, without a reason: listed after the first, which is not taken again.
    const rest = await refundAtMidtrans(booked, [
      first,
      {
        refund_chargeback_id: 2,
        refund_amount: `${booked.total - part}.00`,
        created_at: '2026-11-21 11:00:00',
        refund_key: 'e5f6-dashboard',
      },
    ])();
    expect(rest.json().outcome).toBe('refunded');
    const rows = await refundRows(booked.id);
    expect(rows.map((row) => [row.amount, row.reason])).toEqual([
      [part, 'Customer asked'],
      [booked.total - part, DASHBOARD_REFUND_REASON],
    ]);
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({
      status: 'refunded',
      refunded_amount: booked.total,
    });
    expect((await readPayment(ctx.db, booked.id)).status).toBe('refund');
    expect((await readPoints(ctx.db, booked.customer.user.id)).balance).toBe(0);
    expect(await refundNotices(booked.id)).toHaveLength(2);
  });

  it('subtracts the refund on its venue-local day in the revenue report', async () => {
    const booked = await paidBooking();
    const report = () =>
      getRevenueReport(ctx.db, { from: '2026-11-18', to: '2026-11-18', group_by: 'day' }, TZ);
    const before = await report();
    // 23:30 in Jakarta on the 18th is 16:30 UTC: still the 18th at the venue.
    await refundAtMidtrans(booked, [
      { refund_chargeback_id: 1, refund_amount: '5000.00', created_at: '2026-11-18 23:30:00' },
    ])();
    const after = await report();
    expect(after.refunds - before.refunds).toBe(5000);
    expect(after.refund_count - before.refund_count).toBe(1);
    expect(after.total).toBe(before.total - 5000);
    // Without a refund_key, Midtrans' chargeback id keys it.
    expect((await refundRows(booked.id))[0]?.refund_key).toBe(`${booked.order_id}-chargeback-1`);
  });

  it('records one refund when two notifications of it arrive at once', async () => {
    const booked = await paidBooking();
    const send = refundAtMidtrans(booked, [
      { refund_chargeback_id: 7, refund_amount: '10000.00', created_at: '2026-11-20 12:00:00' },
    ]);
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((response) => response.json().outcome).sort()).toEqual([
      'partially_refunded',
      'unchanged',
      'unchanged',
    ]);
    expect(await refundRows(booked.id)).toHaveLength(1);
    expect((await readBooking(ctx.db, booked.id)).refunded_amount).toBe(10000);
    const debits = (await readPoints(ctx.db, booked.customer.user.id)).ledger.filter(
      (row) => row.type === 'debit',
    );
    expect(debits).toHaveLength(1);
  });

  it('does not record again a desk refund Midtrans echoes, but records a dashboard refund beside it', async () => {
    const booked = await paidBooking();
    const admin = await adminAuth(ctx.app, ctx.db);
    const desk = await deskCall(ctx.app, admin, 'POST', `/bookings/${booked.id}/refund`, {
      amount: 20000,
      reason: 'Konsol mati',
    });
    expect(desk.statusCode, desk.body).toBe(200);
    const [deskRow] = await refundRows(booked.id);
    expect(deskRow?.refund_key).toBe(`${booked.order_id}-refund-1`);
    const deskListed: ListedRefund = {
      refund_chargeback_id: 1,
      refund_amount: '20000.00',
      created_at: '2026-11-20 13:00:00',
      reason: 'Konsol mati',
      refund_key: deskRow?.refund_key as string,
    };
    const pointsAfterDesk = (await readPoints(ctx.db, booked.customer.user.id)).balance;

    expect((await refundAtMidtrans(booked, [deskListed])()).json().outcome).toBe('unchanged');
    expect(await refundRows(booked.id)).toHaveLength(1);
    expect((await readPoints(ctx.db, booked.customer.user.id)).balance).toBe(pointsAfterDesk);

    const both = await refundAtMidtrans(booked, [
      deskListed,
      { refund_chargeback_id: 2, refund_amount: '3000.00', created_at: '2026-11-20 14:00:00' },
    ])();
    expect(both.json().outcome).toBe('partially_refunded');
    expect((await refundRows(booked.id)).map((row) => row.amount)).toEqual([20000, 3000]);
    expect((await readBooking(ctx.db, booked.id)).refunded_amount).toBe(23000);
  });

  it('counts a desk refund given up as failed once Midtrans reports it done', async () => {
    const booked = await paidBooking();
    fake.brokenRefunds.add(booked.order_id);
    const admin = await adminAuth(ctx.app, ctx.db);
    const desk = await deskCall(ctx.app, admin, 'POST', `/bookings/${booked.id}/refund`, {
      amount: 15000,
      reason: 'Proyektor mati',
    });
    expect(desk.statusCode).toBe(502);
    expect(await refundRows(booked.id)).toMatchObject([{ status: 'failed', amount: 15000 }]);
    expect((await readBooking(ctx.db, booked.id)).refunded_amount).toBe(0);

    const listed = [
      {
        refund_chargeback_id: 1,
        refund_amount: '15000.00',
        created_at: '2026-11-20 16:00:00',
        refund_key: `${booked.order_id}-refund-1`,
      },
    ];
    expect((await refundAtMidtrans(booked, listed)()).json().outcome).toBe('partially_refunded');
    expect((await refundAtMidtrans(booked, listed)()).json().outcome).toBe('unchanged');
    expect(await refundRows(booked.id)).toMatchObject([
      {
        status: 'succeeded',
        amount: 15000,
        reason: 'Proyektor mati',
        completed_at: new Date('2026-11-20T09:00:00Z'),
      },
    ]);
    expect((await readBooking(ctx.db, booked.id)).refunded_amount).toBe(15000);
    const debits = (await readPoints(ctx.db, booked.customer.user.id)).ledger.filter(
      (row) => row.type === 'debit',
    );
    expect(debits).toHaveLength(1);
  });

  it('records a refund of a desk extension’s payment against its booking, which stays paid', async () => {
    const unit = units[unitIndex++ % units.length] as TestUnit;
    const admin = await adminAuth(ctx.app, ctx.db);
    const booked = await book(
      ctx.app,
      guestBooking(unit, nextDate(), '14:00', 2, { payment_method: 'cash' }),
      admin,
    );
    const extended = await deskCall(ctx.app, admin, 'POST', `/bookings/${booked.id}/extend`, {
      minutes: 60,
      payment_method: 'qris',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const extension = await readPayment(ctx.db, booked.id);
    const paidExtension = { order_id: extension.order_id, amount: `${extension.gross_amount}.00` };
    fake.orders.set(extension.order_id, { status: 'settlement', amount: paidExtension.amount });
    await notify(extension.order_id, 'settlement', paidExtension.amount);

    const response = await refundAtMidtrans({ ...paidExtension, total: extension.gross_amount }, [
      {
        refund_chargeback_id: 1,
        refund_amount: paidExtension.amount,
        created_at: '2026-11-20 15:00:00',
      },
    ])();
    expect(response.json().outcome).toBe('partially_refunded');
    expect(await refundRows(booked.id)).toMatchObject([
      { payment_id: extension.id, amount: extension.gross_amount, status: 'succeeded' },
    ]);
    expect((await readPayment(ctx.db, booked.id)).status).toBe('refund');
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({
      status: 'confirmed',
      refunded_amount: extension.gross_amount,
    });
  });

  it('records nothing when Midtrans lists more than the payment took', async () => {
    const booked = await paidBooking();
    const response = await refundAtMidtrans(booked, [
      { refund_chargeback_id: 1, refund_amount: `${booked.total}.00`, created_at: '2026-11-20 09:00:00' },
      { refund_chargeback_id: 2, refund_amount: '1.00', created_at: '2026-11-20 09:05:00' },
    ])();
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('unchanged');
    expect(await refundRows(booked.id)).toHaveLength(0);
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'confirmed', refunded_amount: 0 });
    expect((await readPoints(ctx.db, booked.customer.user.id)).balance).toBe(booked.earned);
  });

  it('records nothing for a refund of an unpaid payment', async () => {
    const unit = units[unitIndex++ % units.length] as TestUnit;
    const booked = await book(ctx.app, guestBooking(unit, nextDate(), '14:00', 2));
    const amount = `${(await readPayment(ctx.db, booked.id)).gross_amount}.00`;
    fake.orders.set(booked.order_id, {
      status: 'partial_refund',
      amount,
      extra: {
        refund_amount: '1000.00',
        refunds: [{ refund_chargeback_id: 1, refund_amount: '1000.00', created_at: '2026-11-20 09:00:00' }],
      },
    });
    const response = await notify(booked.order_id, 'partial_refund', amount);
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('unchanged');
    expect(await refundRows(booked.id)).toHaveLength(0);
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'pending', refunded_amount: 0 });
  });

  it('answers 404 to a refund of an order it never made, as to any such notification', async () => {
    const response = await notify('BOOK-20261120-NOPE00-1', 'refund', '50000.00');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a forged refund notification without asking Midtrans', async () => {
    const booked = await paidBooking();
    refundAtMidtrans(booked, [
      { refund_chargeback_id: 1, refund_amount: '1000.00', created_at: '2026-11-20 09:00:00' },
    ]);
    const asked = fake.requests.length;
    const response = await postNotification(ctx.app, {
      order_id: booked.order_id,
      status_code: '200',
      gross_amount: booked.amount,
      transaction_status: 'partial_refund',
      signature_key: 'f'.repeat(128),
    });
    expect(response.statusCode).toBe(403);
    expect(fake.requests.length).toBe(asked);
    expect(await refundRows(booked.id)).toHaveLength(0);
  });
});
