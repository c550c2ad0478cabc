import { parseMidtransTime } from './midtrans-time';
import {
  type CreatePaymentInput,
  type PaymentNotification,
  type PaymentProvider,
  PaymentProviderError,
  SNAP_PATHS,
} from './payment-provider';

export type MidtransOptions = {
  serverKey: string;
  clientKey: string;
  isProduction: boolean;
  /** Core API base (charge, status, cancel, expire); defaults to Midtrans' host for the environment. */
  apiUrl?: string;
  /** Snap base (transactions, snap.js); defaults to Midtrans' host for the environment. */
  snapUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export const MIDTRANS_URLS = {
  sandbox: { apiUrl: 'https://api.sandbox.midtrans.com', snapUrl: 'https://app.sandbox.midtrans.com' },
  production: { apiUrl: 'https://api.midtrans.com', snapUrl: 'https://app.midtrans.com' },
} as const;

// Midtrans rejects longer item names (Snap and Core API: item_details.name, 50 characters).
const ITEM_NAME_MAX = 50;
// The refund API's reason is free text; kept short, as the dashboard shows it.
const REFUND_REASON_MAX = 255;

/** What Midtrans answers: Core API bodies carry their own status_code, which may differ from HTTP's. */
type MidtransBody = Partial<PaymentNotification> & {
  token?: string;
  redirect_url?: string;
  qr_string?: string;
  actions?: Array<{ name?: string; url?: string }>;
  error_messages?: string[];
  validation_messages?: string[];
};

/** Midtrans: Snap create-transaction, Core API QRIS charge, status, cancel, expire and refund. */
export function createMidtransProvider(options: MidtransOptions): PaymentProvider {
  const defaults = MIDTRANS_URLS[options.isProduction ? 'production' : 'sandbox'];
  const apiUrl = (options.apiUrl ?? defaults.apiUrl).replace(/\/$/, '');
  const snapUrl = (options.snapUrl ?? defaults.snapUrl).replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Basic auth with the server key as user name and an empty password, as Midtrans requires.
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;

  /** One call; the action names the call in errors (never the key, never the auth header). */
  async function call(action: string, method: 'GET' | 'POST', url: string, body?: unknown) {
    const response = await send(url, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : (error as Error).message;
      throw new PaymentProviderError(`Midtrans ${action}: unreachable (${reason})`);
    });
    const text = await response.text().catch(() => '');
    let parsed: MidtransBody = {};
    try {
      parsed = text ? (JSON.parse(text) as MidtransBody) : {};
    } catch {
      // A proxy's HTML error page: the HTTP status tells what happened.
    }
    // Core API answers carry the outcome in status_code, sometimes under HTTP 200.
    const code = parsed.status_code ? Number(parsed.status_code) : response.status;
    return { ok: response.ok, httpStatus: response.status, code, body: parsed };
  }

  function fail(action: string, answer: { httpStatus: number; code: number; body: MidtransBody }): never {
    const details = [
      answer.body.status_message,
      ...(answer.body.error_messages ?? []),
      ...(answer.body.validation_messages ?? []),
    ].filter(Boolean);
    const status = answer.httpStatus >= 400 ? answer.httpStatus : answer.code;
    throw new PaymentProviderError(
      `Midtrans ${action} failed (${status})${details.length > 0 ? `: ${details.join('; ')}` : ''}`,
      status,
    );
  }

  const orderPath = (orderId: string) => `${apiUrl}/v2/${encodeURIComponent(orderId)}`;

  /** Cancel and expire: an order that is already final (412) or unknown (404) is left as it is. */
  async function finish(action: 'cancel' | 'expire', orderId: string) {
    const answer = await call(action, 'POST', `${orderPath(orderId)}/${action}`);
    if (answer.code === 404 || answer.code === 412) return;
    // A successful expire answers status_code 407 ('Success, transaction has expired').
    const succeeded = answer.code < 300 || (action === 'expire' && answer.code === 407);
    if (!answer.ok || !succeeded) fail(action, answer);
  }

  return {
    name: 'midtrans',
    snapScriptUrl: `${snapUrl}${SNAP_PATHS.script}`,
    clientKey: options.clientKey,
    serverKey: async () => options.serverKey,

    async createSnapPayment(input) {
      const answer = await call('create Snap transaction', 'POST', `${snapUrl}/snap/v1/transactions`, {
        ...transactionBody(input),
        expiry: { unit: 'minutes', duration: input.expiresInMinutes },
        callbacks: { finish: input.finishUrl },
      });
      const { token, redirect_url } = answer.body;
      if (!answer.ok || !token || !redirect_url) fail('create Snap transaction', answer);
      return { token, redirectUrl: redirect_url };
    },

    async createQrisPayment(input) {
      const answer = await call('QRIS charge', 'POST', `${apiUrl}/v2/charge`, {
        payment_type: 'qris',
        ...transactionBody(input),
        custom_expiry: { expiry_duration: input.expiresInMinutes, unit: 'minute' },
      });
      const { transaction_id, qr_string } = answer.body;
      if (!answer.ok || answer.code !== 201 || !transaction_id || !qr_string) fail('QRIS charge', answer);
      const qrImage = answer.body.actions?.find((action) => action.name === 'generate-qr-code');
      return {
        transactionId: transaction_id,
        qrString: qr_string,
        qrImageUrl: qrImage?.url ?? null,
        expiresAt: parseMidtransTime(answer.body.expiry_time),
      };
    },

    async getStatus(orderId) {
      const answer = await call('status', 'GET', `${orderPath(orderId)}/status`);
      // Midtrans answers HTTP 200 with status_code '404' for an order it has never seen.
      if (answer.code === 404) return null;
      if (!answer.ok || !answer.body.transaction_status || !answer.body.order_id) fail('status', answer);
      return answer.body as PaymentNotification;
    },

    cancel: (orderId) => finish('cancel', orderId),
    expire: (orderId) => finish('expire', orderId),

    async refund(orderId, refund) {
      const answer = await call('refund', 'POST', `${orderPath(orderId)}/refund`, {
        refund_key: refund.refundKey,
        amount: refund.amount,
        reason: refund.reason.slice(0, REFUND_REASON_MAX),
      });
      if (!answer.ok || answer.code >= 300) fail('refund', answer);
    },
  };
}

/** The parts Snap and the Core API share: amounts in whole rupiah, names cut to Midtrans' limit. */
function transactionBody(input: CreatePaymentInput) {
  return {
    transaction_details: { order_id: input.orderId, gross_amount: input.grossAmount },
    item_details: input.items.map((item) => ({
      id: item.id,
      price: item.price,
      quantity: item.quantity,
      name: item.name.slice(0, ITEM_NAME_MAX),
    })),
    customer_details: {
      first_name: input.customer.name,
      phone: input.customer.phone,
      email: input.customer.email ?? undefined,
    },
  };
}
