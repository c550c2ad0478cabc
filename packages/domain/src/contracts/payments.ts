import { z } from 'zod';
import { commonErrorResponses, ErrorResponseSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The payment webhook (../shared/DESIGN.md "External services": `POST /api/payments/midtrans/notification`):
 * Midtrans, or the simulator, posts each status change of an order, signed with
 * SHA512(order_id + status_code + gross_amount + server_key).
 */

const TAGS = ['payments'];

/**
 * gross_amount exactly as Midtrans writes rupiah: digits without leading zeros, a dot and two zeros
 * ('150000.00', '0.00'). Rupiah has no cents, and forms such as '15e4', '0x249f0', '150000.49' or
 * '0150000.00' would all read as a whole amount if read as numbers, so nothing else is read at all.
 * Fifteen digits keep it a safe integer.
 */
export const GROSS_AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,14})\.00$/;

/** Midtrans' allowed order_id characters (alphanumerics, dash, underscore, tilde, dot). */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9._~-]{1,64}$/;

/** Midtrans sends more fields than these; the rest are kept with the notification as they came. */
export const PaymentNotificationRequestSchema = z.looseObject({
  order_id: z.string().regex(ORDER_ID_PATTERN),
  status_code: z.string().min(1).max(8),
  gross_amount: z.string().regex(GROSS_AMOUNT_PATTERN),
  signature_key: z.string().min(1).max(256),
  transaction_status: z.string().min(1).max(32),
  transaction_id: z.string().max(128).default(''),
  transaction_time: z.string().max(64).default(''),
  fraud_status: z.string().max(32).optional(),
  payment_type: z.string().max(64).default(''),
  status_message: z.string().max(500).default(''),
});
export type PaymentNotificationRequest = z.input<typeof PaymentNotificationRequestSchema>;

/**
 * Applied, duplicate and stale notifications all answer 200, so the provider stops retrying;
 * `outcome` says what the notification did (e.g. confirmed, unchanged, amount_mismatch).
 */
export const PaymentNotificationResponseSchema = z.object({ message: z.literal('OK'), outcome: z.string() });
export type PaymentNotificationResponse = z.infer<typeof PaymentNotificationResponseSchema>;
export const paymentNotificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payments/midtrans/notification',
  body: PaymentNotificationRequestSchema,
  response: {
    200: PaymentNotificationResponseSchema,
    ...commonErrorResponses,
    /** A bad signature, or a status that contradicts its signed status code. */
    403: ErrorResponseSchema,
    /** The provider could not be asked for the order's status; retried later (Retry-After). */
    502: ErrorResponseSchema,
  },
  tags: TAGS,
  summary: 'A payment status change from the provider: the status the provider confirms is applied',
});
