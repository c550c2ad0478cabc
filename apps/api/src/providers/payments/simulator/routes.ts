import { readFileSync } from 'node:fs';
import {
  simulatorPageActionEndpoint,
  simulatorPageScriptEndpoint,
  simulatorPageStyleEndpoint,
  simulatorPaymentPageEndpoint,
  simulatorQrisPageEndpoint,
  simulatorSnapScriptEndpoint,
} from '@ruangmain/domain/contracts/payment-simulator';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/endpoint-route';
import { toSnapResult } from './notification';
import { deliverNotification, type NotificationQueueDeps } from './notification-queue';
import { startNotificationSender } from './notification-sender';
import { renderNotFoundPage, renderPaymentPage } from './pay-page';
import { createWebhookPoster } from './post-notification';
import { recordPageAction } from './record-page-action';
import { findTransactionByOrderId, findTransactionByToken, type SimulatorTransaction } from './transactions';

// snap.js where Snap serves it; the hosted page's own script and styles beside the pages' base.
const ASSETS = [
  { name: 'snap.js', endpoint: simulatorSnapScriptEndpoint, type: 'text/javascript; charset=utf-8' },
  { name: 'page.js', endpoint: simulatorPageScriptEndpoint, type: 'text/javascript; charset=utf-8' },
  { name: 'page.css', endpoint: simulatorPageStyleEndpoint, type: 'text/css; charset=utf-8' },
] as const;

// Not fingerprinted, so cached briefly; the pages themselves show live state and are never cached.
const ASSET_CACHE = 'public, max-age=300';
const PAGE_CACHE = 'no-store';

/**
 * The simulator's browser side (registered only with PAYMENT_PROVIDER=simulator): the snap.js
 * look-alike and the hosted payment page at Snap's own paths under the simulator's base URL, the
 * page's buttons, and a QRIS page. Buttons change the simulator's
 * books and post a signed notification to the product's webhook, as Midtrans would, retried on
 * Midtrans' schedule until the webhook answers 2xx (record 0038).
 */
export const simulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications: NotificationQueueDeps = { db: app.db, log: app.log, post: createWebhookPoster(app) };
  for (const asset of ASSETS) {
    const content = readFileSync(new URL(`./assets/${asset.name}`, import.meta.url), 'utf8');
    route(app, asset.endpoint, async (_request, reply) =>
      reply.header('cache-control', ASSET_CACHE).type(asset.type).send(content),
    );
  }

  const sendPage = (transaction: SimulatorTransaction | undefined, reply: FastifyReply) => {
    reply.header('cache-control', PAGE_CACHE).type('text/html; charset=utf-8');
    if (!transaction) return reply.status(404).send(renderNotFoundPage());
    return reply.send(renderPaymentPage(transaction, toSnapResult(transaction, new Date())));
  };

  route(app, simulatorPaymentPageEndpoint, async (request, reply) =>
    sendPage(await findTransactionByToken(app.db, request.params.token), reply),
  );

  // The page a QRIS code opens (a phone's camera, or the counter's screen): QRIS charges only, since an
  // order id is easier to guess than a Snap token.
  route(app, simulatorQrisPageEndpoint, async (request, reply) => {
    const transaction = await findTransactionByOrderId(app.db, request.params.orderId);
    return sendPage(transaction?.kind === 'qris' ? transaction : undefined, reply);
  });

  route(app, simulatorPageActionEndpoint, async (request, reply) => {
    const now = new Date();
    const recorded = await recordPageAction({
      db: app.db,
      token: request.params.token,
      action: request.params.action,
      paymentType: request.body?.payment_type ?? 'qris',
      serverKey: await app.payments.serverKey(),
      now,
    });
    if (!recorded) return reply.status(404).send({ message: 'Transaction not found' });
    const { transaction, notificationId } = recorded;
    if (notificationId !== null) {
      // Sent at once, as Midtrans does; whatever goes wrong, it stays queued and is retried.
      await deliverNotification({ ...notifications, log: request.log }, notificationId).catch(
        (error: unknown) => request.log.error({ err: error }, 'payment simulator: notification not sent'),
      );
    }
    return reply.header('cache-control', PAGE_CACHE).send(toSnapResult(transaction, now));
  });

  // While the server serves, it retries what the webhook refused and sends what a crash left queued.
  let stopSender = () => {};
  app.addHook('onListen', async () => {
    stopSender = startNotificationSender(notifications);
  });
  app.addHook('onClose', async () => stopSender());
};
