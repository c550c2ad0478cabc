import type { PaymentNotification, TransactionStatus } from '../src/providers/payments/payment-provider';
import { notificationSignature } from '../src/providers/payments/signature';
import { type RecordedRequest, startFakeServer } from './fake-http-server';

/** What Midtrans' status API says of one order; `code` defaults to 201 for pending, 200 otherwise. */
export type FakeOrder = { status: TransactionStatus; amount: string; code?: string; extra?: object };

const codeOf = (status: TransactionStatus) => (status === 'pending' ? '201' : '200');

/**
 * A local stand-in for Midtrans' Snap and Core API (record 0011): Snap creates a token, `/v2/charge` a
 * QRIS code, a refund succeeds (or fails, for the orders in `brokenRefunds`), and
 * `GET /v2/{order}/status` answers what the test put in `orders`. An order the test has not put there
 * is not found, or, with `unknownIsPending`, pending for the amount its Snap request asked.
 */
export async function startFakeMidtrans(options: { unknownIsPending?: boolean } = {}) {
  const orders = new Map<string, FakeOrder>();
  const brokenRefunds = new Set<string>();
  /** The amount the product's Snap request asked for an order, as the status API writes it. */
  const amountAsked = (orderId: string) => {
    const body = fake.requests.find((sent) => sent.body.includes(`"order_id":"${orderId}"`))?.body;
    const gross = /"gross_amount":(\d+)/.exec(body ?? '')?.[1];
    return gross === undefined ? undefined : `${gross}.00`;
  };

  const answer = (request: RecordedRequest) => {
    if (request.url === '/snap/v1/transactions') {
      return { status: 201, body: { token: 'snap-token', redirect_url: 'https://snap.invalid/pay' } };
    }
    if (request.url === '/v2/charge') {
      const orderId = JSON.parse(request.body).transaction_details.order_id;
      return {
        status: 201,
        body: { status_code: '201', transaction_id: `tx-${orderId}`, qr_string: 'qris' },
      };
    }
    const refund = /^\/v2\/([^/]+)\/refund$/.exec(request.url);
    if (refund && brokenRefunds.has(decodeURIComponent(refund[1] ?? ''))) {
      return { status: 500, body: { status_code: '500', status_message: 'Internal server error' } };
    }
    if (refund) return { status: 200, body: { status_code: '200', status_message: 'Success, refund' } };
    const orderId = decodeURIComponent(/^\/v2\/([^/]+)\/status$/.exec(request.url)?.[1] ?? '');
    const asked = options.unknownIsPending ? amountAsked(orderId) : undefined;
    const known = orders.get(orderId) ?? (asked ? { status: 'pending' as const, amount: asked } : undefined);
    if (!known) return { status: 200, body: { status_code: '404', status_message: 'not found' } };
    return {
      status: 200,
      body: {
        status_code: known.code ?? codeOf(known.status),
        status_message: 'Success, transaction is found',
        transaction_id: `tx-${orderId}`,
        order_id: orderId,
        gross_amount: known.amount,
        payment_type: 'qris',
        transaction_time: '2026-11-22 10:00:00',
        transaction_status: known.status,
        fraud_status: 'accept',
        ...known.extra,
      },
    };
  };

  const fake = await startFakeServer(answer);
  return {
    ...fake,
    orders,
    brokenRefunds,
    amountAsked,
    /** How many times the status of an order was asked. */
    statusCalls: (orderId: string) =>
      fake.requests.filter((request) => request.url === `/v2/${orderId}/status`).length,
    /** The environment of a product talking to this stand-in with a server key of the test's. */
    env: (serverKey: string) => ({
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: serverKey,
      MIDTRANS_CLIENT_KEY: serverKey.replace('-server-', '-client-'),
      MIDTRANS_API_URL: fake.url,
      MIDTRANS_SNAP_URL: fake.url,
    }),
  };
}

export type FakeMidtrans = Awaited<ReturnType<typeof startFakeMidtrans>>;

/** Midtrans' notification of an order's new status, signed with the server key. */
export function signedNotification(
  orderId: string,
  status: TransactionStatus,
  amount: string,
  serverKey: string,
  code = codeOf(status),
) {
  return {
    order_id: orderId,
    status_code: code,
    gross_amount: amount,
    transaction_status: status,
    transaction_id: `tx-${orderId}`,
    transaction_time: '2026-11-22 10:00:00',
    status_message: 'midtrans payment notification',
    payment_type: 'qris',
    fraud_status: 'accept',
    signature_key: notificationSignature(orderId, code, amount, serverKey),
  } satisfies Partial<PaymentNotification>;
}
