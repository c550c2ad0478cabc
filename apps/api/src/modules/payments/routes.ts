import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROSS_AMOUNT_PATTERN, ORDER_ID_PATTERN } from '../../providers/payments/notification-format';
import type { PaymentNotification } from '../../providers/payments/payment-provider';
import { handlePaymentNotification } from './handle-payment-notification';

// Midtrans sends more fields than these; the rest are kept with the notification as they came.
const NotificationBody = z.looseObject({
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

/**
 * The payment webhook (DESIGN.md "payments"): Midtrans, or the simulator, posts each status change
 * here; the status the provider confirms is applied (handle-payment-notification.ts). Applied,
 * duplicate and stale ones all answer 200 so the provider stops retrying.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/payments/midtrans/notification', { schema: { body: NotificationBody } }, async (request) => {
    const notification = request.body as unknown as PaymentNotification;
    const outcome = await handlePaymentNotification(
      { db: app.db, log: request.log, payments: app.payments },
      notification,
    );
    request.log.info({ orderId: notification.order_id, outcome }, 'payment notification');
    return { message: 'OK', outcome };
  });
};
