import type { FastifyInstance } from 'fastify';
import type { PostNotification } from './notification-queue';

/**
 * The product's webhook, where Midtrans posts its notifications (../shared/DESIGN.md "External services").
 */
export const NOTIFICATION_PATH = '/api/payments/midtrans/notification';

/** Midtrans' HTTP timeout for a notification (docs.midtrans.com "Best Practices to Handle Notification"). */
const TIMEOUT_MS = 15_000;

/**
 * Posts notifications to the product's webhook as Midtrans would, through `inject`: they pass the whole
 * HTTP pipeline (parsing, hooks, verification) without needing the server's own address, which the
 * server may not reach (a proxy, PUBLIC_URL). An answer later than Midtrans' timeout counts as none.
 */
export function createWebhookPoster(app: FastifyInstance): PostNotification {
  return async (notification) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    });
    try {
      const response = await Promise.race([
        app.inject({
          method: 'POST',
          url: NOTIFICATION_PATH,
          headers: { 'content-type': 'application/json', 'user-agent': 'RuangMain-Payment-Simulator' },
          payload: JSON.stringify(notification),
        }),
        timeout,
      ]);
      return { statusCode: response.statusCode, body: response.body };
    } finally {
      clearTimeout(timer);
    }
  };
}
