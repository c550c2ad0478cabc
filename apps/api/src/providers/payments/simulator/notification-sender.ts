import {
  deliverDueNotifications,
  type NotificationQueueDeps,
  pruneFinishedNotifications,
} from './notification-queue';

/**
 * How often a serving process looks for notifications that are due: Midtrans' shortest retry wait is two
 * minutes (notification-schedule.ts), and a notification a crash left behind goes out within this time.
 */
export const SENDER_INTERVAL_MS = 10_000;

/**
 * Delivers due notifications every `intervalMs`, as Midtrans' own retry service would, and deletes the
 * long finished ones; never two runs at once in this process, and the claims keep each notification to
 * one process. Returns a stop.
 */
export function startNotificationSender(
  deps: NotificationQueueDeps,
  intervalMs = SENDER_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueNotifications(deps)
      .then((result) => {
        if (result.delivered + result.retried + result.abandoned > 0)
          deps.log.info({ notifications: result }, 'payment simulator: notifications delivered');
      })
      .catch((error: unknown) =>
        deps.log.error({ err: error }, 'payment simulator: notification sender failed'),
      )
      .then(() => pruneFinishedNotifications(deps.db))
      .catch((error: unknown) =>
        deps.log.error({ err: error }, 'payment simulator: notification pruning failed'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
