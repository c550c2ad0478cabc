import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app';
import { paymentSimulatorTransactions } from '../../../db/schema/payment-simulator';
import { venueSettings } from '../../../db/schema/venue-settings';
import { type CreatePaymentInput, PaymentProviderError } from '../payment-provider';
import { isValidSignature } from '../signature';
import { createSimulatorServerKey } from './server-key';
import { createSimulatorProvider } from './simulator-provider';

let sequence = 0;
function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  sequence += 1;
  return {
    orderId: `RM-SIM-${sequence}`,
    grossAmount: 165_000,
    expiresInMinutes: 30,
    customer: { name: 'Budi Santoso', phone: '6281234567890', email: null },
    items: [
      { id: 'session', name: 'PS5 VIP 2 jam', price: 150_000, quantity: 1 },
      { id: 'fnb-7', name: 'Es Teh', price: 7_500, quantity: 2 },
    ],
    finishUrl: 'http://localhost:3000/booking-success',
    ...overrides,
  };
}

describe('payment simulator provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const backdate = (orderId: string) =>
    ctx.db
      .update(paymentSimulatorTransactions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(paymentSimulatorTransactions.order_id, orderId));

  it('is the default provider, with a same-origin snap.js', () => {
    expect(ctx.app.payments.name).toBe('simulator');
    expect(ctx.app.payments.snapScriptUrl).toBe('/payments/simulator/snap/snap.js');
    expect(ctx.app.payments.clientKey).not.toBe('');
  });

  it('creates a Snap transaction with a url-safe token and its hosted page', async () => {
    const input = paymentInput();
    const before = Date.now();
    const payment = await ctx.app.payments.createSnapPayment(input);
    expect(payment.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(payment.redirectUrl).toBe(
      `http://localhost:3000/payments/simulator/snap/v2/vtweb/${payment.token}`,
    );
    const [row] = await ctx.db
      .select()
      .from(paymentSimulatorTransactions)
      .where(eq(paymentSimulatorTransactions.order_id, input.orderId));
    expect(row).toMatchObject({
      token: payment.token,
      kind: 'snap',
      gross_amount: 165_000,
      status: 'pending',
      items: input.items,
      customer: input.customer,
      finish_url: input.finishUrl,
      settled_at: null,
    });
    const expiresIn = (row?.expires_at.getTime() ?? 0) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000 + 5000);
  });

  it('reports a pending transaction in Midtrans’ shape with a valid signature', async () => {
    const input = paymentInput();
    await ctx.app.payments.createSnapPayment(input);
    const status = await ctx.app.payments.getStatus(input.orderId);
    expect(status).toMatchObject({
      order_id: input.orderId,
      transaction_status: 'pending',
      status_code: '201',
      gross_amount: '165000.00',
      currency: 'IDR',
      fraud_status: 'accept',
      status_message: 'Success, transaction is found',
    });
    expect(status?.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(status?.transaction_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(status?.expiry_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(isValidSignature(status!, await ctx.app.payments.serverKey())).toBe(true);
    expect(isValidSignature(status!, 'another key')).toBe(false);
  });

  it('answers null for an order it has never seen', async () => {
    expect(await ctx.app.payments.getStatus('RM-never-created')).toBeNull();
  });

  it('reports a pending transaction past its expiry as expired (407)', async () => {
    const input = paymentInput();
    await ctx.app.payments.createSnapPayment(input);
    await backdate(input.orderId);
    const status = await ctx.app.payments.getStatus(input.orderId);
    expect(status).toMatchObject({ transaction_status: 'expire', status_code: '407' });
    expect(isValidSignature(status!, await ctx.app.payments.serverKey())).toBe(true);
  });

  it('cancels a pending transaction once; a final one stays as it is', async () => {
    const input = paymentInput();
    await ctx.app.payments.createSnapPayment(input);
    await ctx.app.payments.cancel(input.orderId);
    expect(await ctx.app.payments.getStatus(input.orderId)).toMatchObject({
      transaction_status: 'cancel',
      status_code: '200',
    });
    // Already final: neither cancel nor expire change it (Midtrans answers 412, the adapter shrugs).
    await ctx.app.payments.cancel(input.orderId);
    await ctx.app.payments.expire(input.orderId);
    expect((await ctx.app.payments.getStatus(input.orderId))?.transaction_status).toBe('cancel');
  });

  it('expires a pending transaction on request, and records a due expiry when asked to cancel', async () => {
    const expiring = paymentInput();
    await ctx.app.payments.createSnapPayment(expiring);
    await ctx.app.payments.expire(expiring.orderId);
    expect(await ctx.app.payments.getStatus(expiring.orderId)).toMatchObject({
      transaction_status: 'expire',
      status_code: '407',
    });

    const overdue = paymentInput();
    await ctx.app.payments.createSnapPayment(overdue);
    await backdate(overdue.orderId);
    await ctx.app.payments.cancel(overdue.orderId);
    const [row] = await ctx.db
      .select({ status: paymentSimulatorTransactions.status })
      .from(paymentSimulatorTransactions)
      .where(eq(paymentSimulatorTransactions.order_id, overdue.orderId));
    expect(row?.status).toBe('expire');
  });

  it('does not cancel or expire a settled transaction', async () => {
    const input = paymentInput();
    await ctx.app.payments.createSnapPayment(input);
    await ctx.db
      .update(paymentSimulatorTransactions)
      .set({ status: 'settlement', settled_at: new Date() })
      .where(eq(paymentSimulatorTransactions.order_id, input.orderId));
    await ctx.app.payments.cancel(input.orderId);
    await ctx.app.payments.expire(input.orderId);
    const status = await ctx.app.payments.getStatus(input.orderId);
    expect(status).toMatchObject({ transaction_status: 'settlement', status_code: '200' });
    expect(status?.settlement_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refunds a paid transaction in parts, never more than was paid', async () => {
    const input = paymentInput();
    await ctx.app.payments.createSnapPayment(input);
    const refund = (amount: number) =>
      ctx.app.payments.refund(input.orderId, { amount, reason: 'Unit rusak', refundKey: `r-${amount}` });
    await expect(refund(1_000)).rejects.toMatchObject({ status: 412 });
    await ctx.db
      .update(paymentSimulatorTransactions)
      .set({ status: 'settlement', settled_at: new Date() })
      .where(eq(paymentSimulatorTransactions.order_id, input.orderId));
    await refund(65_000);
    expect(await ctx.app.payments.getStatus(input.orderId)).toMatchObject({
      transaction_status: 'partial_refund',
      refund_amount: '65000.00',
    });
    await expect(refund(100_001)).rejects.toMatchObject({ status: 412 });
    await refund(100_000);
    expect(await ctx.app.payments.getStatus(input.orderId)).toMatchObject({
      transaction_status: 'refund',
      refund_amount: '165000.00',
    });
    const [row] = await ctx.db
      .select()
      .from(paymentSimulatorTransactions)
      .where(eq(paymentSimulatorTransactions.order_id, input.orderId));
    expect(row?.refunded_amount).toBe(165_000);
    await expect(refund(1)).rejects.toMatchObject({ status: 412 });
    await expect(refund(0)).rejects.toMatchObject({ status: 400 });
  });

  it('tolerates cancelling and expiring an unknown order', async () => {
    await expect(ctx.app.payments.cancel('RM-unknown')).resolves.toBeUndefined();
    await expect(ctx.app.payments.expire('RM-unknown')).resolves.toBeUndefined();
  });

  it('creates a QRIS charge whose QR string opens the QRIS page of the order', async () => {
    const input = paymentInput();
    const payment = await ctx.app.payments.createQrisPayment(input);
    expect(payment.qrString).toBe(`http://localhost:3000/payments/simulator/qris/${input.orderId}`);
    expect(payment.qrImageUrl).toBeNull();
    expect(payment.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    const status = await ctx.app.payments.getStatus(input.orderId);
    expect(status).toMatchObject({ transaction_id: payment.transactionId, payment_type: 'qris' });
  });

  it('refuses a second transaction for one order id, as Midtrans does (406)', async () => {
    const input = paymentInput();
    await ctx.app.payments.createSnapPayment(input);
    const again = ctx.app.payments.createQrisPayment(input);
    await expect(again).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(again).rejects.toMatchObject({ status: 406 });
  });

  it.each([
    ['items that do not add up', { grossAmount: 100_000 }],
    ['a fraction of a rupiah', { grossAmount: 165_000.5 }],
    ['a zero total', { grossAmount: 0, items: [] }],
  ])('refuses %s (400)', async (_case, overrides) => {
    await expect(ctx.app.payments.createSnapPayment(paymentInput(overrides))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 400,
    });
  });

  describe('server key', () => {
    it('is created once per database and shared by every process on it', async () => {
      const key = await ctx.app.payments.serverKey();
      expect(key).toMatch(/^SIM-server-[A-Za-z0-9_-]{32}$/);
      // A second API process on the same database: same key, read from venue_settings.
      const otherProcess = createSimulatorProvider({
        db: ctx.db,
        publicUrl: 'http://localhost:3001',
        serverKey: createSimulatorServerKey(ctx.db),
      });
      expect(await otherProcess.serverKey()).toBe(key);
      const [setting] = await ctx.db
        .select()
        .from(venueSettings)
        .where(eq(venueSettings.key, 'payment_simulator_server_key'));
      expect(setting?.value).toBe(key);
    });

    it('is MIDTRANS_SERVER_KEY when set', async () => {
      const configured = createSimulatorServerKey(ctx.db, 'SB-Mid-server-configured');
      expect(await configured()).toBe('SB-Mid-server-configured');
    });
  });
});
