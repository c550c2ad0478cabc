import { z } from 'zod';
import { ErrorResponseSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The payment simulator's browser side (PAYMENT_PROVIDER=simulator, ../shared/DESIGN.md "External
 * services"): Snap's script and hosted page at Snap's own paths (`/snap/snap.js`, `/snap/v2/vtweb/{token}`)
 * under the simulator's base `/payments/simulator`, so moving to Midtrans changes only the base; the
 * page's own script and styles; its buttons; and the page a QRIS code opens. The API serves them only
 * with the simulator, for the payment popup rather than for clients, so they stay outside `/api` and
 * out of the OpenAPI document.
 */

const TAGS = ['payment simulator'];

/** A file or page served as text: JavaScript, CSS or HTML. */
const TextSchema = z.string();

export const simulatorSnapScriptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/simulator/snap/snap.js',
  response: { 200: TextSchema },
  tags: TAGS,
  summary: 'snap.js as Snap serves it: window.snap.pay opens the simulator’s page in a frame',
});

export const simulatorPageScriptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/simulator/page.js',
  response: { 200: TextSchema },
  tags: TAGS,
  summary: 'The payment page’s script: its buttons',
});

export const simulatorPageStyleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/simulator/page.css',
  response: { 200: TextSchema },
  tags: TAGS,
  summary: 'The payment page’s styles',
});

const TokenSchema = z.string().min(1).max(100);

/** A page of one transaction: its HTML, or a "Transaction not found" page (404). */
const pageResponses = { 200: TextSchema, 404: TextSchema, 422: ErrorResponseSchema } as const;

export const simulatorPaymentPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/simulator/snap/v2/vtweb/:token',
  params: z.object({ token: TokenSchema }),
  response: pageResponses,
  tags: TAGS,
  summary: 'The hosted payment page of a Snap transaction: the order, its total and the buttons',
});

/** An order id is easier to guess than a Snap token: this page shows QRIS charges only. */
export const simulatorQrisPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/simulator/qris/:orderId',
  params: z.object({ orderId: z.string().min(1).max(100) }),
  response: pageResponses,
  tags: TAGS,
  summary: 'The page a QRIS code opens (a phone’s camera, or the counter’s screen)',
});

/** What the payment page's buttons do: pay, leave it pending, or fail. */
export const SimulatorPageActionSchema = z.enum(['pay', 'pending', 'fail']);

/** What Snap's callbacks receive (onSuccess, onPending, onError), as Midtrans writes it. */
export const SnapResultSchema = z.object({
  status_code: z.string(),
  status_message: z.string(),
  transaction_id: z.string(),
  order_id: z.string(),
  gross_amount: z.string(),
  payment_type: z.string(),
  transaction_time: z.string(),
  transaction_status: z.string(),
  fraud_status: z.enum(['accept', 'deny', 'challenge']).optional(),
  finish_redirect_url: z.string(),
});
export type SnapResult = z.infer<typeof SnapResultSchema>;

export const simulatorPageActionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/simulator/pay/:token/:action',
  params: z.object({ token: TokenSchema, action: SimulatorPageActionSchema }),
  body: z.object({ payment_type: z.enum(['qris', 'bank_transfer']).optional() }).nullish(),
  response: { 200: SnapResultSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema },
  tags: TAGS,
  summary: 'A button of the payment page: the transaction changes and a signed notification is sent',
});
