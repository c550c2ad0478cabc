import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { customerNotices } from '../../db/schema/notices';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { signalNoticeQueued } from '../notices/notice-signal';

/**
 * POST /api/admin/customer-notices/{id}/retry: a notice that failed is sent again, once, at once (the
 * sender's next try; failing again rings the bell again). Only a failed one (409 otherwise); a guarded
 * update and its audit row in one transaction, so two staff retrying at once queue it once.
 */
export async function retryCustomerNotice(db: Db, input: { id: number; actor: AuditActor; now: Date }) {
  const notice = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(customerNotices)
      .set({ status: 'pending', next_attempt_at: input.now, claimed_until: null })
      .where(and(eq(customerNotices.id, input.id), eq(customerNotices.status, 'failed')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: customerNotices.id })
        .from(customerNotices)
        .where(eq(customerNotices.id, input.id));
      if (!exists) throw new AppError('not_found', apiText('notice.notFound'));
      throw new AppError('conflict', apiText('notice.onlyFailedResent'));
    }
    const [booking] = row.booking_id
      ? await tx
          .select({ invoice: bookings.invoice_number })
          .from(bookings)
          .where(eq(bookings.id, row.booking_id))
      : [];
    await recordAudit(tx, {
      actor: input.actor,
      action: 'customer_notice.retry',
      subject: { type: 'customer_notice', id: row.id, label: booking?.invoice ?? row.to_phone },
      before: { status: 'failed', attempts: row.attempts, last_error: row.last_error },
      after: { status: 'pending', kind: row.kind },
    });
    return row;
  });
  signalNoticeQueued();
  return {
    id: notice.id,
    kind: notice.kind,
    status: notice.status,
    to_phone: notice.to_phone,
    attempts: notice.attempts,
    last_error: notice.last_error,
  };
}
