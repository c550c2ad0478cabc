import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { customerNotices } from '../../db/schema/notices';
import type { MessagingProvider } from '../../providers/messaging/messaging-provider';
import { addStaffNotice } from './enqueue-notices';

export type NoticeDeps = { db: Db; log: FastifyBaseLogger; messaging: MessagingProvider };

/** Tries before a notice is given up and shown to staff; then the waits between them (minutes). */
export const NOTICE_MAX_ATTEMPTS = 5;
const RETRY_MINUTES = [1, 5, 15, 60] as const;
/** How long a claim keeps other senders off a notice: past the providers' 10 s timeouts. */
const CLAIM_SECONDS = 60;
const NOTICES_PER_RUN = 50;

/** withdrawn: reminders of bookings cancelled, moved or begun since they were queued, never sent. */
export type SendResult = { sent: number; retried: number; failed: number; withdrawn: number };

/** Minutes to wait after the n-th failed try. */
export function retryDelayMinutes(attempts: number): number {
  return RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length) - 1] ?? RETRY_MINUTES[0];
}

const isDue = (now: Date) =>
  and(
    eq(customerNotices.status, 'pending'),
    lte(customerNotices.next_attempt_at, now),
    or(isNull(customerNotices.claimed_until), lte(customerNotices.claimed_until, now)),
  );

/**
 * Sends the notices that are due (docs/decisions/0027). Each is first claimed by one guarded update, so
 * of several senders (processes, or the kick beside the timer) exactly one sends it; a send that fails
 * is tried again later, and after NOTICE_MAX_ATTEMPTS the notice is failed and rings the staff's bell.
 * Runs outside every booking's transaction: a slow or broken gateway never holds up a booking.
 */
export async function sendDueNotices(deps: NoticeDeps, now = new Date()): Promise<SendResult> {
  const result: SendResult = { sent: 0, retried: 0, failed: 0, withdrawn: 0 };
  const due = await deps.db
    .select({ id: customerNotices.id })
    .from(customerNotices)
    .where(isDue(now))
    .orderBy(asc(customerNotices.next_attempt_at), asc(customerNotices.id))
    .limit(NOTICES_PER_RUN);
  for (const { id } of due) {
    const [notice] = await deps.db
      .update(customerNotices)
      .set({
        claimed_until: new Date(now.getTime() + CLAIM_SECONDS * 1000),
        attempts: sql`${customerNotices.attempts} + 1`,
      })
      .where(and(eq(customerNotices.id, id), isDue(now)))
      .returning();
    if (!notice) continue;
    if (await isWithdrawn(deps.db, notice, now)) {
      await deps.db.delete(customerNotices).where(eq(customerNotices.id, id));
      result.withdrawn += 1;
      continue;
    }
    try {
      const sent = await deps.messaging.sendNotice({
        to: notice.to_phone,
        kind: notice.kind,
        text: notice.body,
      });
      await deps.db
        .update(customerNotices)
        .set({
          status: 'sent',
          sent_at: now,
          provider_message_id: sent.providerMessageId,
          claimed_until: null,
          last_error: null,
        })
        .where(eq(customerNotices.id, id));
      result.sent += 1;
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      deps.log.warn({ noticeId: id, attempts: notice.attempts, err: error }, 'WhatsApp notice not sent');
      if (notice.attempts >= NOTICE_MAX_ATTEMPTS) {
        await failNotice(deps.db, notice, message);
        result.failed += 1;
      } else {
        await deps.db
          .update(customerNotices)
          .set({
            last_error: message,
            claimed_until: null,
            next_attempt_at: new Date(now.getTime() + retryDelayMinutes(notice.attempts) * 60_000),
          })
          .where(eq(customerNotices.id, id));
        result.retried += 1;
      }
    }
  }
  return result;
}

/**
 * A reminder is about a session still to come: once its booking is no longer confirmed (cancelled,
 * refunded, checked in) or has started, it is dropped rather than sent. Other notices tell of what
 * happened and always go.
 */
async function isWithdrawn(db: Db, notice: typeof customerNotices.$inferSelect, now: Date) {
  if (notice.kind !== 'booking_reminder' || notice.booking_id === null) return false;
  const [booking] = await db
    .select({ status: bookings.status, start_at: bookings.start_at })
    .from(bookings)
    .where(eq(bookings.id, notice.booking_id));
  return booking?.status !== 'confirmed' || booking.start_at === null || booking.start_at <= now;
}

/** Gives a notice up and rings the bell, in one transaction. */
async function failNotice(
  db: Db,
  notice: typeof customerNotices.$inferSelect,
  message: string,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .update(customerNotices)
      .set({ status: 'failed', last_error: message, claimed_until: null })
      .where(eq(customerNotices.id, notice.id));
    const [booking] = notice.booking_id
      ? await tx
          .select({ invoice: bookings.invoice_number })
          .from(bookings)
          .where(eq(bookings.id, notice.booking_id))
      : [];
    await addStaffNotice(tx, {
      kind: 'notice_failed',
      // Once per failure: a notice retried by staff that fails again rings again.
      dedupeKey: `notice_failed:${notice.id}:${notice.attempts}`,
      subjectType: 'customer_notice',
      subjectId: notice.id,
      label: booking?.invoice ?? notice.to_phone,
    });
  });
}
