import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { PaymentNotification } from '../../providers/payments/payment-provider';
import { isValidSignature } from '../../providers/payments/signature';
import { applyPaymentStatus } from './apply-payment-status';

// Midtrans sends more fields than these; the rest are kept with the notification as they came.
const NotificationBody = z.looseObject({
  order_id: z.string().min(1).max(64),
  status_code: z.string().min(1).max(8),
  gross_amount: z.string().min(1).max(32),
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
 * here. Only a correctly signed notification changes anything; applied, duplicate and stale ones all
 * answer 200 so the provider stops retrying.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/payments/midtrans/notification', { schema: { body: NotificationBody } }, async (request) => {
    const notification = request.body as unknown as PaymentNotification;
    if (!isValidSignature(notification, await app.payments.serverKey())) {
      request.log.warn(
        { orderId: notification.order_id },
        'payment notification with a bad signature refused',
      );
      throw new AppError('forbidden', 'Invalid signature');
    }
    const outcome = await applyPaymentStatus({ db: app.db, log: request.log }, notification);
    if (outcome === 'unknown_order') throw new AppError('not_found', 'Order not found');
    request.log.info(
      { orderId: notification.order_id, status: notification.transaction_status, outcome },
      'payment notification',
    );
    return { message: 'OK', outcome };
  });
};
