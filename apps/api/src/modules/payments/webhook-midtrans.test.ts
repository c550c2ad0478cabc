import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  dateSequence,
  guestBooking,
  listTestUnits,
  postNotification,
  readBooking,
  readPayment,
  type TestUnit,
} from '../../../test/bookings';
import { type RecordedRequest, startFakeServer } from '../../../test/fake-http-server';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import type { PaymentNotification, TransactionStatus } from '../../providers/payments/payment-provider';
import { notificationSignature } from '../../providers/payments/signature';

const SERVER_KEY = 'SB-Mid-server-webhook-test';

/**
 * The webhook with PAYMENT_PROVIDER=midtrans, against a stand-in for Midtrans' Snap and Core API: the
 * status it applies is the one GET /v2/{order_id}/status answers (record 0011).
 */
describe('payment webhook with Midtrans', () => {
  let ctx: TestContext;
  let unit: TestUnit;
  let nextDate: () => string;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  /** What Midtrans' status API says, per order. */
  const statuses = new Map<string, { status: TransactionStatus; code: string; amount: string }>();

  const answer = (request: RecordedRequest) => {
    if (request.url === '/snap/v1/transactions') {
      return { status: 201, body: { token: 'snap-token', redirect_url: 'https://snap.invalid/pay' } };
    }
    const orderId = decodeURIComponent(/^\/v2\/([^/]+)\/status$/.exec(request.url)?.[1] ?? '');
    const known = statuses.get(orderId);
    if (!known) return { status: 200, body: { status_code: '404', status_message: 'not found' } };
    return {
      status: 200,
      body: {
        status_code: known.code,
        status_message: 'Success, transaction is found',
        transaction_id: `tx-${orderId}`,
        order_id: orderId,
        gross_amount: known.amount,
        payment_type: 'qris',
        transaction_time: '2026-11-22 10:00:00',
        transaction_status: known.status,
        fraud_status: 'accept',
      },
    };
  };

  beforeAll(async () => {
    fake = await startFakeServer(answer);
    ctx = await createSeededTestApp({
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: SERVER_KEY,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-webhook-test',
      MIDTRANS_API_URL: fake.url,
      MIDTRANS_SNAP_URL: fake.url,
    });
    unit = (await listTestUnits(ctx.db))[0] as TestUnit;
    nextDate = dateSequence();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const hold = async () => {
    const booked = await book(ctx.app, guestBooking(unit, nextDate(), '14:00', 2));
    const { gross_amount } = await readPayment(ctx.db, booked.id);
    return { ...booked, amount: `${gross_amount}.00` };
  };
  const signed = (orderId: string, status: TransactionStatus, code: string, amount: string) =>
    ({
      order_id: orderId,
      status_code: code,
      gross_amount: amount,
      transaction_status: status,
      transaction_id: `tx-${orderId}`,
      transaction_time: '2026-11-22 10:00:00',
      status_message: 'midtrans payment notification',
      payment_type: 'qris',
      fraud_status: 'accept',
      signature_key: notificationSignature(orderId, code, amount, SERVER_KEY),
    }) satisfies Partial<PaymentNotification>;
  const statusCalls = (orderId: string) =>
    fake.requests.filter((request) => request.url === `/v2/${orderId}/status`).length;

  it('cancels the hold when Midtrans says cancel, whatever a signed cancel was edited to say', async () => {
    const booked = await hold();
    statuses.set(booked.order_id, { status: 'cancel', code: '200', amount: booked.amount });
    const cancel = signed(booked.order_id, 'cancel', '200', booked.amount);

    const response = await postNotification(ctx.app, { ...cancel, transaction_status: 'settlement' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcome).toBe('cancelled');
    expect(statusCalls(booked.order_id)).toBe(1);
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'cancelled', paid_at: null });
  });

  it('refuses a signed expire (202) edited to settlement without asking Midtrans', async () => {
    const booked = await hold();
    statuses.set(booked.order_id, { status: 'expire', code: '407', amount: booked.amount });
    const expire = signed(booked.order_id, 'expire', '202', booked.amount);
    const response = await postNotification(ctx.app, { ...expire, transaction_status: 'settlement' });
    expect(response.statusCode).toBe(403);
    expect(statusCalls(booked.order_id)).toBe(0);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
  });

  it('confirms a settlement Midtrans confirms', async () => {
    const booked = await hold();
    statuses.set(booked.order_id, { status: 'settlement', code: '200', amount: booked.amount });
    const response = await postNotification(
      ctx.app,
      signed(booked.order_id, 'settlement', '200', booked.amount),
    );
    expect(response.json().outcome).toBe('confirmed');
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'confirmed' });
  });

  it('does not confirm a settlement Midtrans still reports as pending', async () => {
    const booked = await hold();
    statuses.set(booked.order_id, { status: 'pending', code: '201', amount: booked.amount });
    const response = await postNotification(
      ctx.app,
      signed(booked.order_id, 'settlement', '200', booked.amount),
    );
    expect(response.json().outcome).toBe('unchanged');
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
  });

  it('does not confirm a settlement for another amount at Midtrans', async () => {
    const booked = await hold();
    statuses.set(booked.order_id, { status: 'settlement', code: '200', amount: '1000.00' });
    const response = await postNotification(
      ctx.app,
      signed(booked.order_id, 'settlement', '200', booked.amount),
    );
    expect(response.json().outcome).toBe('amount_mismatch');
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
  });
});
