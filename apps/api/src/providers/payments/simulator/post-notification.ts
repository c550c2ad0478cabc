import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentNotification } from '../payment-provider';

/**
 * The product's webhook, where Midtrans posts its notifications (../shared/DESIGN.md "External services").
 */
export const NOTIFICATION_PATH = '/api/payments/midtrans/notification';

/**
 * Posts a notification to the product's webhook as Midtrans would, through `inject`: it passes the
 * whole HTTP pipeline (parsing, hooks, verification) without needing the server's own address.
 * A refused or failed delivery is logged and does not break the payment page: as after a lost
 * Midtrans notification, the outcome can still be read with getStatus.
 */
export async function deliverNotification(
  app: FastifyInstance,
  notification: PaymentNotification,
  log: FastifyBaseLogger,
): Promise<void> {
  const about = { order_id: notification.order_id, transaction_status: notification.transaction_status };
  try {
    const response = await app.inject({
      method: 'POST',
      url: NOTIFICATION_PATH,
      headers: { 'content-type': 'application/json', 'user-agent': 'RuangMain-Payment-Simulator' },
      payload: JSON.stringify(notification),
    });
    if (response.statusCode >= 300) {
      log.warn(
        { ...about, status: response.statusCode, body: response.body.slice(0, 300) },
        'payment simulator: the webhook refused a notification',
      );
    }
  } catch (error) {
    log.error({ ...about, err: error }, 'payment simulator: could not deliver a notification');
  }
}
