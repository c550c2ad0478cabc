import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../../test/fake-http-server';
import { createMidtransProvider } from './midtrans';
import { type CreatePaymentInput, PaymentProviderError } from './payment-provider';

const SERVER_KEY = 'SB-Mid-server-Secret123';
const BASIC_AUTH = `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`;

const input: CreatePaymentInput = {
  orderId: 'RM-B42-1',
  grossAmount: 165_000,
  expiresInMinutes: 30,
  customer: { name: 'Budi Santoso', phone: '6281234567890', email: 'budi@example.com' },
  items: [
    {
      id: 'session',
      name: 'PS5 VIP Room 2 — 2 jam sesi bermain hari Sabtu malam (promo)',
      price: 150_000,
      quantity: 1,
    },
    { id: 'fnb-7', name: 'Es Teh', price: 7_500, quantity: 2 },
  ],
  finishUrl: 'https://ruangmain.id/booking-success',
};

describe('Midtrans adapter against a local fake Midtrans', () => {
  const servers: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  async function fakeMidtrans(respond: Parameters<typeof startFakeServer>[0]) {
    const fake = await startFakeServer(respond);
    servers.push(fake);
    const provider = createMidtransProvider({
      serverKey: SERVER_KEY,
      clientKey: 'SB-Mid-client-abc',
      isProduction: false,
      apiUrl: `${fake.url}/`,
      snapUrl: fake.url,
    });
    return { fake, provider };
  }

  it('creates a Snap transaction with the order, items, customer, expiry and finish URL', async () => {
    const { fake, provider } = await fakeMidtrans(() => ({
      status: 201,
      body: {
        token: '66e4fa55-fdac',
        redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/66e4',
      },
    }));
    const payment = await provider.createSnapPayment(input);
    expect(payment).toEqual({
      token: '66e4fa55-fdac',
      redirectUrl: 'https://app.sandbox.midtrans.com/snap/v4/redirection/66e4',
    });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/snap/v1/transactions');
    expect(request?.headers.authorization).toBe(BASIC_AUTH);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      transaction_details: { order_id: 'RM-B42-1', gross_amount: 165_000 },
      item_details: [
        {
          id: 'session',
          price: 150_000,
          quantity: 1,
          name: 'PS5 VIP Room 2 — 2 jam sesi bermain hari Sabtu mal',
        },
        { id: 'fnb-7', price: 7_500, quantity: 2, name: 'Es Teh' },
      ],
      customer_details: { first_name: 'Budi Santoso', phone: '6281234567890', email: 'budi@example.com' },
      expiry: { unit: 'minutes', duration: 30 },
      callbacks: { finish: 'https://ruangmain.id/booking-success' },
    });
  });

  it('leaves out a missing email', async () => {
    const { fake, provider } = await fakeMidtrans(() => ({
      status: 201,
      body: { token: 't', redirect_url: 'u' },
    }));
    await provider.createSnapPayment({ ...input, customer: { name: 'Sari', phone: '628111', email: null } });
    expect(JSON.parse(fake.requests[0]?.body ?? '').customer_details).toEqual({
      first_name: 'Sari',
      phone: '628111',
    });
  });

  it('turns a Snap error into a PaymentProviderError with Midtrans’ messages and no key', async () => {
    const { provider } = await fakeMidtrans(() => ({
      status: 401,
      body: {
        error_messages: ['Access denied due to unauthorized transaction, please check client or server key'],
      },
    }));
    const failure = provider.createSnapPayment(input);
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('please check client or server key'),
    });
    await expect(failure).rejects.not.toThrow(SERVER_KEY);
  });

  it('charges QRIS through the Core API and reads the QR string, image and expiry', async () => {
    const { fake, provider } = await fakeMidtrans(() => ({
      status: 200,
      body: {
        status_code: '201',
        status_message: 'QRIS transaction is created',
        transaction_id: 'b7a2f3d4-0c1e-4a8f-9e67-0d5a1b2c3d4e',
        order_id: 'RM-B42-1',
        gross_amount: '165000.00',
        payment_type: 'qris',
        transaction_time: '2025-06-14 19:00:00',
        transaction_status: 'pending',
        actions: [
          {
            name: 'generate-qr-code',
            method: 'GET',
            url: 'https://api.sandbox.midtrans.com/v2/qris/b7a2f3d4/qr-code',
          },
        ],
        qr_string: '00020101021226620014COM.GO-JEK.WWW01189360091434506469550210G4506469550303UMI51440014ID',
        acquirer: 'gopay',
        expiry_time: '2025-06-14 19:30:00',
      },
    }));
    const payment = await provider.createQrisPayment(input);
    expect(payment).toEqual({
      transactionId: 'b7a2f3d4-0c1e-4a8f-9e67-0d5a1b2c3d4e',
      qrString: '00020101021226620014COM.GO-JEK.WWW01189360091434506469550210G4506469550303UMI51440014ID',
      qrImageUrl: 'https://api.sandbox.midtrans.com/v2/qris/b7a2f3d4/qr-code',
      // 19:30 in Jakarta (UTC+7).
      expiresAt: new Date('2025-06-14T12:30:00.000Z'),
    });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v2/charge');
    expect(request?.headers.authorization).toBe(BASIC_AUTH);
    const body = JSON.parse(request?.body ?? '');
    expect(body).toMatchObject({
      payment_type: 'qris',
      transaction_details: { order_id: 'RM-B42-1', gross_amount: 165_000 },
      customer_details: { first_name: 'Budi Santoso', phone: '6281234567890' },
      custom_expiry: { expiry_duration: 30, unit: 'minute' },
    });
    expect(body.item_details).toHaveLength(2);
    expect(body.callbacks).toBeUndefined();
  });

  it('treats a Core API error carried under HTTP 200 as an error', async () => {
    const { provider } = await fakeMidtrans(() => ({
      status: 200,
      body: { status_code: '406', status_message: 'The request could not be completed due to a conflict' },
    }));
    await expect(provider.createQrisPayment(input)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 406,
      message: 'Midtrans QRIS charge failed (406): The request could not be completed due to a conflict',
    });
  });

  it('reads the status of an order', async () => {
    const status = {
      status_code: '200',
      status_message: 'Success, transaction is found',
      transaction_id: 'b7a2f3d4',
      order_id: 'RM-B42/1',
      gross_amount: '165000.00',
      payment_type: 'qris',
      transaction_time: '2025-06-14 19:00:00',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      signature_key: 'abc',
    };
    const { fake, provider } = await fakeMidtrans(() => ({ status: 200, body: status }));
    expect(await provider.getStatus('RM-B42/1')).toEqual(status);
    expect(fake.requests[0]?.method).toBe('GET');
    // The order id is one path segment, whatever it holds.
    expect(fake.requests[0]?.url).toBe('/v2/RM-B42%2F1/status');
    expect(fake.requests[0]?.headers.authorization).toBe(BASIC_AUTH);
  });

  it('answers null for an order Midtrans has never seen (HTTP 200, status_code 404)', async () => {
    const { provider } = await fakeMidtrans(() => ({
      status: 200,
      body: { status_code: '404', status_message: "Transaction doesn't exist." },
    }));
    expect(await provider.getStatus('RM-unknown')).toBeNull();
  });

  it('fails a status call with a bad key', async () => {
    const { provider } = await fakeMidtrans(() => ({
      status: 401,
      body: { status_code: '401', status_message: 'Unknown Merchant server_key/id' },
    }));
    await expect(provider.getStatus('RM-1')).rejects.toThrow(
      'Midtrans status failed (401): Unknown Merchant server_key/id',
    );
  });

  it('cancels and expires orders by their order id', async () => {
    const { fake, provider } = await fakeMidtrans((request) =>
      request.url.endsWith('/cancel')
        ? { status: 200, body: { status_code: '200', transaction_status: 'cancel' } }
        : { status: 200, body: { status_code: '407', transaction_status: 'expire' } },
    );
    await provider.cancel('RM-1');
    await provider.expire('RM-2');
    expect(fake.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v2/RM-1/cancel',
      'POST /v2/RM-2/expire',
    ]);
    expect(fake.requests.every((request) => request.headers.authorization === BASIC_AUTH)).toBe(true);
  });

  it.each([
    [
      'already final (412)',
      412,
      { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' },
    ],
    ['unknown (404)', 404, { status_code: '404', status_message: "Transaction doesn't exist." }],
  ])('tolerates cancelling and expiring an order that is %s', async (_case, status, body) => {
    const { provider } = await fakeMidtrans(() => ({ status, body }));
    await expect(provider.cancel('RM-1')).resolves.toBeUndefined();
    await expect(provider.expire('RM-1')).resolves.toBeUndefined();
  });

  it('refunds part of a paid order with its refund key, amount and reason', async () => {
    const { fake, provider } = await fakeMidtrans(() => ({
      status: 200,
      body: {
        status_code: '200',
        status_message: 'Success, refund request is approved',
        refund_amount: '50000.00',
      },
    }));
    await provider.refund('RM-1', { amount: 50_000, reason: 'Unit rusak', refundKey: 'refund-7' });
    const [request] = fake.requests;
    expect(`${request?.method} ${request?.url}`).toBe('POST /v2/RM-1/refund');
    expect(request?.headers.authorization).toBe(BASIC_AUTH);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      refund_key: 'refund-7',
      amount: 50_000,
      reason: 'Unit rusak',
    });
  });

  it('fails a refund Midtrans refuses, under HTTP 200 too', async () => {
    const { provider } = await fakeMidtrans(() => ({
      status: 200,
      body: { status_code: '412', status_message: 'Transaction status cannot be updated.' },
    }));
    await expect(
      provider.refund('RM-1', { amount: 50_000, reason: 'Unit rusak', refundKey: 'refund-8' }),
    ).rejects.toMatchObject({ name: 'PaymentProviderError', status: 412 });
  });

  it('fails cancel on a server error', async () => {
    const { provider } = await fakeMidtrans(() => ({
      status: 500,
      body: { status_code: '500', status_message: 'Sorry, we encountered internal server error.' },
    }));
    await expect(provider.cancel('RM-1')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 500,
    });
  });

  it('reports a non-JSON answer from a proxy by its HTTP status', async () => {
    const { provider } = await fakeMidtrans(() => ({ status: 502, body: '<html>Bad Gateway</html>' }));
    await expect(provider.getStatus('RM-1')).rejects.toMatchObject({
      status: 502,
      message: 'Midtrans status failed (502)',
    });
  });

  it('gives up after the timeout', async () => {
    // A server that accepts the request and never answers.
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    servers.push({
      close: () =>
        new Promise<void>((resolve) => {
          hanging.closeAllConnections();
          hanging.close(() => resolve());
        }),
    });
    const address = hanging.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const provider = createMidtransProvider({
      serverKey: SERVER_KEY,
      clientKey: 'c',
      isProduction: false,
      apiUrl: url,
      timeoutMs: 200,
    });
    await expect(provider.getStatus('RM-1')).rejects.toThrow(
      'Midtrans status: unreachable (no answer within 0.2 s)',
    );
  });

  it('reports an unreachable Midtrans', async () => {
    const provider = createMidtransProvider({
      serverKey: SERVER_KEY,
      clientKey: 'c',
      isProduction: false,
      apiUrl: 'http://127.0.0.1:9',
      snapUrl: 'http://127.0.0.1:9',
    });
    const failure = provider.createSnapPayment(input);
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toThrow('Midtrans create Snap transaction: unreachable');
  });

  it.each([
    [false, 'https://api.sandbox.midtrans.com', 'https://app.sandbox.midtrans.com'],
    [true, 'https://api.midtrans.com', 'https://app.midtrans.com'],
  ])('uses Midtrans’ hosts by default (production: %s)', async (isProduction, apiUrl, snapUrl) => {
    const urls: string[] = [];
    const recordingFetch = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ token: 't', redirect_url: 'r', status_code: '404' }), {
        status: 200,
      });
    }) as typeof fetch;
    const provider = createMidtransProvider({
      serverKey: SERVER_KEY,
      clientKey: 'Mid-client-abc',
      isProduction,
      fetch: recordingFetch,
    });
    expect(provider.name).toBe('midtrans');
    expect(provider.clientKey).toBe('Mid-client-abc');
    expect(provider.snapScriptUrl).toBe(`${snapUrl}/snap/snap.js`);
    expect(await provider.serverKey()).toBe(SERVER_KEY);
    await provider.createSnapPayment(input);
    await provider.getStatus('RM-1');
    expect(urls).toEqual([`${snapUrl}/snap/v1/transactions`, `${apiUrl}/v2/RM-1/status`]);
  });
});
