import { paymentNotificationEndpoint } from '@ruangmain/domain/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import type { PaymentNotification } from '../../providers/payments/payment-provider';
import { handlePaymentNotification } from './handle-payment-notification';

/**
 * The payment webhook (../shared/DESIGN.md "payments"): Midtrans, or the simulator, posts each status change
 * here; the status the provider confirms is applied (handle-payment-notification.ts). Applied,
 * duplicate and stale ones all answer 200 so the provider stops retrying.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, paymentNotificationEndpoint, async (request) => {
    const notification = request.body as unknown as PaymentNotification;
    const outcome = await handlePaymentNotification(
      { db: app.db, log: request.log, payments: app.payments },
      notification,
    );
    request.log.info({ orderId: notification.order_id, outcome }, 'payment notification');
    return { message: 'OK', outcome };
  });
};
