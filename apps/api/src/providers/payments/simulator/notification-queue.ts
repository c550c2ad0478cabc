import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { paymentSimulatorNotifications } from '../../../db/schema/payment-simulator';
import type { PaymentNotification } from '../payment-provider';
import { isDelivered, retryDelayMs } from './notification-schedule';

// The simulator's outgoing notifications (table payment_simulator_notifications, record 0038): written in the
// transaction that changes the simulator's books, then posted to the webhook and retried on Midtrans'
// schedule until it answers 2xx. A crash at any point leaves the notification due for any process.

const table = paymentSimulatorNotifications;

/** How long a claim keeps other processes off a notification: past the webhook's timeout (15 s). */
const CLAIM_SECONDS = 60;
const NOTIFICATIONS_PER_RUN = 50;
/** How long a delivered or abandoned notification is kept, to read what was sent, before it is deleted. */
export const FINISHED_NOTIFICATION_DAYS = 7;

/** What the webhook answered; throws when it did not answer at all (a timeout, a crash). */
export type PostNotification = (
  notification: PaymentNotification,
) => Promise<{ statusCode: number; body: string }>;

export type NotificationQueueDeps = {
  db: Db;
  log: FastifyBaseLogger;
  post: PostNotification;
  /** Midtrans' random shift of each retry (notification-schedule.ts); tests may fix it. */
  random?: () => number;
};

export type DeliveryOutcome = 'delivered' | 'retry' | 'abandoned' | 'not_due';

export type DeliveryResult = { delivered: number; retried: number; abandoned: number };

/** Queues a notification inside the transaction that changed the simulator's books; resolves to its id. */
export async function queueNotification(tx: Db, notification: PaymentNotification): Promise<number> {
  const [row] = await tx
    .insert(table)
    .values({ order_id: notification.order_id, body: notification })
    .returning({ id: table.id });
  if (!row) throw new Error('payment simulator: queueing a notification returned no row');
  return row.id;
}

/**
 * Due at `now`, or at the database's own clock when that is later: a notification queued a moment ago
 * was stamped by the database (microseconds, its clock), and the delivery that follows at once must find
 * it due even when this process reads the same millisecond.
 */
const isDue = (now: Date) =>
  and(
    isNull(table.delivered_at),
    isNull(table.abandoned_at),
    lte(table.next_attempt_at, sql`greatest(${now.toISOString()}::timestamptz, now())`),
    or(isNull(table.claimed_until), lte(table.claimed_until, now)),
  );

/**
 * Delivers the notifications that are due (first tries a crash left behind, and retries). Each is first
 * claimed by one guarded update, so of several processes exactly one posts it.
 */
export async function deliverDueNotifications(
  deps: NotificationQueueDeps,
  now = new Date(),
): Promise<DeliveryResult> {
  const result: DeliveryResult = { delivered: 0, retried: 0, abandoned: 0 };
  const due = await deps.db
    .select({ id: table.id })
    .from(table)
    .where(isDue(now))
    .orderBy(asc(table.next_attempt_at), asc(table.id))
    .limit(NOTIFICATIONS_PER_RUN);
  for (const { id } of due) {
    const outcome = await deliverNotification(deps, id, now);
    if (outcome === 'delivered') result.delivered += 1;
    if (outcome === 'retry') result.retried += 1;
    if (outcome === 'abandoned') result.abandoned += 1;
  }
  return result;
}

/**
 * Claims one notification, posts it and records the answer: delivered on 2xx, else the next try on
 * Midtrans' schedule, or given up once the answer's retries are used up. 'not_due': another process
 * holds it, or it is done.
 */
export async function deliverNotification(
  deps: NotificationQueueDeps,
  id: number,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const { db, log } = deps;
  const [claimed] = await db
    .update(table)
    .set({
      claimed_until: new Date(now.getTime() + CLAIM_SECONDS * 1000),
      attempts: sql`${table.attempts} + 1`,
    })
    .where(and(eq(table.id, id), isDue(now)))
    .returning();
  if (!claimed) return 'not_due';

  const notification = claimed.body as PaymentNotification;
  const about = {
    orderId: claimed.order_id,
    status: notification.transaction_status,
    attempt: claimed.attempts,
  };
  let statusCode: number | null = null;
  let error: string;
  try {
    const answer = await deps.post(notification);
    statusCode = answer.statusCode;
    error = `HTTP ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  } catch (cause) {
    error = (cause as Error).message.slice(0, 300);
  }

  if (isDelivered(statusCode)) {
    await db
      .update(table)
      .set({ delivered_at: now, claimed_until: null, last_error: null })
      .where(eq(table.id, id));
    return 'delivered';
  }
  // attempts counts the first try too: after it failed, the next is retry number `attempts`.
  const delay = retryDelayMs(claimed.attempts, statusCode, deps.random);
  if (delay === null) {
    log.error({ ...about, error }, 'payment simulator: notification given up after Midtrans’ retries');
    await db
      .update(table)
      .set({ abandoned_at: now, claimed_until: null, last_error: error })
      .where(eq(table.id, id));
    return 'abandoned';
  }
  log.warn({ ...about, error, retryInMs: delay }, 'payment simulator: the webhook refused a notification');
  await db
    .update(table)
    .set({ next_attempt_at: new Date(now.getTime() + delay), claimed_until: null, last_error: error })
    .where(eq(table.id, id));
  return 'retry';
}

/**
 * Deletes the notifications delivered or given up more than FINISHED_NOTIFICATION_DAYS before `now`;
 * resolves to how many. Due ones are never deleted, however old.
 */
export async function pruneFinishedNotifications(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FINISHED_NOTIFICATION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(table)
    .where(or(lte(table.delivered_at, before), lte(table.abandoned_at, before)))
    .returning({ id: table.id });
  return deleted.length;
}
