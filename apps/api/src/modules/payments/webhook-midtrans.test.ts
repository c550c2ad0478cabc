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
import { type FakeMidtrans, signedNotification, startFakeMidtrans } from '../../../test/fake-midtrans';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import type { TransactionStatus } from '../../providers/payments/payment-provider';

const SERVER_KEY = 'SB-Mid-server-webhook-test';

/**
 * The webhook with PAYMENT_PROVIDER=midtrans, against a stand-in for Midtrans' Snap and Core API: the
 * status it applies is the one GET /v2/{order_id}/status answers (record 0011).
 */
describe('payment webhook with Midtrans', () => {
  let ctx: TestContext;
  let unit: TestUnit;
  let nextDate: () => string;
  let fake: FakeMidtrans;

  beforeAll(async () => {
    fake = await startFakeMidtrans();
    ctx = await createSeededTestApp(fake.env(SERVER_KEY));
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
    signedNotification(orderId, status, amount, SERVER_KEY, code);

  it('cancels the hold when Midtrans says cancel, whatever a signed cancel was edited to say', async () => {
    const booked = await hold();
    fake.orders.set(booked.order_id, { status: 'cancel', code: '200', amount: booked.amount });
    const cancel = signed(booked.order_id, 'cancel', '200', booked.amount);

    const response = await postNotification(ctx.app, { ...cancel, transaction_status: 'settlement' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcome).toBe('cancelled');
    expect(fake.statusCalls(booked.order_id)).toBe(1);
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'cancelled', paid_at: null });
  });

  it('refuses a signed expire (202) edited to settlement without asking Midtrans', async () => {
    const booked = await hold();
    fake.orders.set(booked.order_id, { status: 'expire', code: '407', amount: booked.amount });
    const expire = signed(booked.order_id, 'expire', '202', booked.amount);
    const response = await postNotification(ctx.app, { ...expire, transaction_status: 'settlement' });
    expect(response.statusCode).toBe(403);
    expect(fake.statusCalls(booked.order_id)).toBe(0);
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
  });

  it('confirms a settlement Midtrans confirms', async () => {
    const booked = await hold();
    fake.orders.set(booked.order_id, { status: 'settlement', code: '200', amount: booked.amount });
    const response = await postNotification(
      ctx.app,
      signed(booked.order_id, 'settlement', '200', booked.amount),
    );
    expect(response.json().outcome).toBe('confirmed');
    expect(await readBooking(ctx.db, booked.id)).toMatchObject({ status: 'confirmed' });
  });

  it('does not confirm a settlement Midtrans still reports as pending', async () => {
    const booked = await hold();
    fake.orders.set(booked.order_id, { status: 'pending', code: '201', amount: booked.amount });
    const response = await postNotification(
      ctx.app,
      signed(booked.order_id, 'settlement', '200', booked.amount),
    );
    expect(response.json().outcome).toBe('unchanged');
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
  });

  it('does not confirm a settlement for another amount at Midtrans', async () => {
    const booked = await hold();
    fake.orders.set(booked.order_id, { status: 'settlement', code: '200', amount: '1000.00' });
    const response = await postNotification(
      ctx.app,
      signed(booked.order_id, 'settlement', '200', booked.amount),
    );
    expect(response.json().outcome).toBe('amount_mismatch');
    expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
  });
});
