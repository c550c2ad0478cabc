import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app';
import { paymentSimulatorTransactions } from '../../../db/schema/payment-simulator';
import { createMidtransProvider, MIDTRANS_URLS } from '../midtrans';
import type { CreatePaymentInput, PaymentNotification } from '../payment-provider';
import { isValidSignature } from '../signature';
import { NOTIFICATION_PATH } from './post-notification';

let sequence = 0;
function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  sequence += 1;
  return {
    orderId: `RM-PAGE-${sequence}`,
    grossAmount: 165_000,
    expiresInMinutes: 30,
    customer: { name: 'Budi Santoso', phone: '6281234567890' },
    items: [
      { id: 'session', name: 'PS5 <VIP> 2 jam', price: 150_000, quantity: 1 },
      { id: 'fnb-7', name: 'Es Teh', price: 7_500, quantity: 2 },
    ],
    finishUrl: 'http://localhost:3000/booking-success',
    ...overrides,
  };
}

describe('payment simulator pages', () => {
  let ctx: TestContext;
  /** What reached the webhook, in order. */
  const notifications: PaymentNotification[] = [];
  let refuseNotifications = false;

  beforeAll(async () => {
    ctx = await createTestApp({}, (app) => {
      // Records every notification on its way to the webhook (the real one when it exists, else a
      // stand-in that accepts all), and can make the webhook refuse, as it does forged notifications.
      app.addHook('preHandler', async (request, reply) => {
        if (request.url !== NOTIFICATION_PATH) return;
        notifications.push(request.body as PaymentNotification);
        if (refuseNotifications) return reply.status(401).send({ message: 'Invalid signature' });
      });
      if (!app.hasRoute({ method: 'POST', url: NOTIFICATION_PATH })) {
        app.post(NOTIFICATION_PATH, async () => ({ message: 'OK' }));
      }
    });
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(() => {
    notifications.length = 0;
    refuseNotifications = false;
  });

  const openPage = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/payments/simulator/snap/v2/vtweb/${token}` });
  const press = (token: string, action: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `/payments/simulator/pay/${token}/${action}`, payload });
  const statusOf = (orderId: string) => ctx.app.payments.getStatus(orderId);

  it('serves snap.js defining window.snap with pay and hide', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: ctx.app.payments.snapScriptUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toContain('window.snap = { pay, hide }');
    expect(response.body).toContain('event.origin !== pagesOrigin');
    for (const callback of ['onSuccess', 'onPending', 'onError', 'onClose']) {
      expect(response.body).toContain(callback);
    }
  });

  it.each([
    ['page.js', 'text/javascript; charset=utf-8'],
    ['page.css', 'text/css; charset=utf-8'],
  ])('serves %s', async (name, type) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/payments/simulator/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
  });

  it("serves Snap's own paths under its base URL, so moving to Midtrans changes only the base", async () => {
    const base = 'http://localhost:3000/payments/simulator';
    const midtrans = createMidtransProvider({
      serverKey: 'SB-Mid-server-x',
      clientKey: 'SB-Mid-client-x',
      isProduction: false,
    });
    const midtransBase = MIDTRANS_URLS.sandbox.snapUrl;
    expect(`http://localhost:3000${ctx.app.payments.snapScriptUrl}`.replace(base, midtransBase)).toBe(
      midtrans.snapScriptUrl,
    );
    const script = await ctx.app.inject({ method: 'GET', url: '/payments/simulator/snap/snap.js' });
    expect(script.statusCode).toBe(200);

    // Midtrans answers a Snap transaction with {snap base}/snap/v2/vtweb/{token}.
    const { token, redirectUrl } = await ctx.app.payments.createSnapPayment(paymentInput());
    expect(redirectUrl).toBe(`${base}/snap/v2/vtweb/${token}`);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-action="pay"');
    // The script opens that same page in its frame.
    expect(script.body).toContain('new URL(`v2/vtweb/');

    for (const url of ['/payments/simulator/snap.js', `/payments/simulator/pay/${token}`]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('renders the payment page: venue, order, items, total in rupiah, notice and buttons', async () => {
    const input = paymentInput();
    const { token } = await ctx.app.payments.createSnapPayment(input);
    const response = await openPage(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('RuangMain');
    expect(html).toContain(input.orderId);
    expect(html).toContain('Rp165.000');
    expect(html).toContain('2 × Rp7.500');
    expect(html).toContain('Rp15.000');
    expect(html).toContain('Payment simulator — no real money');
    // Item names are text, never markup.
    expect(html).toContain('PS5 &lt;VIP&gt; 2 jam');
    expect(html).not.toContain('<VIP>');
    for (const action of ['pay', 'pending', 'fail', 'close']) {
      expect(html).toContain(`data-action="${action}"`);
    }
    // No inline script: the only script is the page's file.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/payments/simulator/page.js" defer>']);
  });

  it('answers an unknown token with a 404 page and a 404 for its buttons', async () => {
    const page = await openPage('no-such-token');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Transaction not found');
    const pressed = await press('no-such-token', 'pay');
    expect(pressed.statusCode).toBe(404);
    expect(pressed.json()).toEqual({ message: 'Transaction not found' });
    expect(notifications).toHaveLength(0);
  });

  it('Pay settles the transaction and posts a correctly signed settlement notification', async () => {
    const input = paymentInput();
    const { token } = await ctx.app.payments.createSnapPayment(input);
    const response = await press(token, 'pay', { payment_type: 'bank_transfer' });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      status_code: '200',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      order_id: input.orderId,
      gross_amount: '165000.00',
      payment_type: 'bank_transfer',
    });
    expect(result.finish_redirect_url).toBe(
      `http://localhost:3000/booking-success?order_id=${input.orderId}&status_code=200&transaction_status=settlement`,
    );
    expect(result.signature_key).toBeUndefined();

    expect(notifications).toHaveLength(1);
    const [notification] = notifications;
    expect(notification).toMatchObject({
      order_id: input.orderId,
      status_code: '200',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      gross_amount: '165000.00',
      payment_type: 'bank_transfer',
      status_message: 'midtrans payment notification',
      currency: 'IDR',
      transaction_id: result.transaction_id,
    });
    expect(notification?.settlement_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(isValidSignature(notification!, await ctx.app.payments.serverKey())).toBe(true);

    expect(await statusOf(input.orderId)).toMatchObject({ transaction_status: 'settlement' });
    // The page now shows the outcome instead of the buttons.
    const page = await openPage(token);
    expect(page.body).toContain('Payment successful');
    expect(page.body).not.toContain('data-action="pay"');
  });

  it('Pay later keeps it pending (201) with the chosen method and notifies', async () => {
    const input = paymentInput();
    const { token } = await ctx.app.payments.createSnapPayment(input);
    const response = await press(token, 'pending', { payment_type: 'bank_transfer' });
    expect(response.json()).toMatchObject({ status_code: '201', transaction_status: 'pending' });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ status_code: '201', transaction_status: 'pending' });
    expect(isValidSignature(notifications[0]!, await ctx.app.payments.serverKey())).toBe(true);
    expect(await statusOf(input.orderId)).toMatchObject({
      transaction_status: 'pending',
      payment_type: 'bank_transfer',
    });
    // Still payable afterwards.
    await press(token, 'pay');
    expect(notifications.map((sent) => sent.transaction_status)).toEqual(['pending', 'settlement']);
  });

  it('Fail denies it (202) and notifies', async () => {
    const input = paymentInput();
    const { token } = await ctx.app.payments.createSnapPayment(input);
    const response = await press(token, 'fail');
    expect(response.json()).toMatchObject({
      status_code: '202',
      transaction_status: 'deny',
      fraud_status: 'deny',
    });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ status_code: '202', transaction_status: 'deny' });
    expect(isValidSignature(notifications[0]!, await ctx.app.payments.serverKey())).toBe(true);
    expect((await openPage(token)).body).toContain('Payment denied');
  });

  it('reports a final transaction as it stands without notifying again', async () => {
    const input = paymentInput();
    const { token } = await ctx.app.payments.createSnapPayment(input);
    await press(token, 'pay');
    const again = await press(token, 'fail');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ transaction_status: 'settlement', status_code: '200' });
    expect(notifications).toHaveLength(1);
  });

  it('shows an expired transaction as expired, and expires it once when a button is pressed', async () => {
    const input = paymentInput();
    const { token } = await ctx.app.payments.createSnapPayment(input);
    await ctx.db
      .update(paymentSimulatorTransactions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(paymentSimulatorTransactions.order_id, input.orderId));

    const page = await openPage(token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Transaction expired');
    expect(page.body).not.toContain('data-action="pay"');
    expect(page.body).toContain('data-action="done"');

    const pressed = await press(token, 'pay');
    expect(pressed.json()).toMatchObject({ transaction_status: 'expire', status_code: '407' });
    expect(notifications).toHaveLength(1);
    // Midtrans notifies an expiry with 202; its status API and Snap answer 407.
    expect(notifications[0]).toMatchObject({ transaction_status: 'expire', status_code: '202' });
    expect(isValidSignature(notifications[0]!, await ctx.app.payments.serverKey())).toBe(true);
    await press(token, 'pay');
    expect(notifications).toHaveLength(1);
  });

  it('shows a cancelled transaction as cancelled', async () => {
    const input = paymentInput();
    const { token } = await ctx.app.payments.createSnapPayment(input);
    await ctx.app.payments.cancel(input.orderId);
    expect((await openPage(token)).body).toContain('Transaction cancelled');
    expect((await press(token, 'pay')).json()).toMatchObject({ transaction_status: 'cancel' });
    expect(notifications).toHaveLength(0);
  });

  it('still answers the page when the webhook refuses the notification', async () => {
    refuseNotifications = true;
    const input = paymentInput();
    const { token } = await ctx.app.payments.createSnapPayment(input);
    const response = await press(token, 'pay');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ transaction_status: 'settlement' });
    expect(notifications).toHaveLength(1);
  });

  it('rejects an unknown button and an unknown payment type', async () => {
    const { token } = await ctx.app.payments.createSnapPayment(paymentInput());
    expect((await press(token, 'refund')).statusCode).toBe(422);
    expect((await press(token, 'pay', { payment_type: 'bitcoin' })).statusCode).toBe(422);
    expect(notifications).toHaveLength(0);
  });

  it('serves a QRIS page for a QRIS charge that settles it by QRIS', async () => {
    const input = paymentInput();
    const { qrString } = await ctx.app.payments.createQrisPayment(input);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(qrString).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Simulate scan and pay');
    expect(page.body).toContain('Rp165.000');
    expect(page.body).not.toContain('data-action="pending"');
    const token = /data-token="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const response = await press(token, 'pay', { payment_type: 'bank_transfer' });
    expect(response.json()).toMatchObject({ transaction_status: 'settlement', payment_type: 'qris' });
    expect(notifications[0]).toMatchObject({ order_id: input.orderId, payment_type: 'qris' });
  });

  it('does not open a Snap transaction by its order id', async () => {
    const input = paymentInput();
    await ctx.app.payments.createSnapPayment(input);
    const page = await ctx.app.inject({ method: 'GET', url: `/payments/simulator/qris/${input.orderId}` });
    expect(page.statusCode).toBe(404);
  });
});
