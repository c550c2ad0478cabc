import type { AuditAction, AuditSubject } from '@ruangmain/domain/contracts/audit';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { type AuditAuthor, type AuditFacts, recordAudit } from './record-audit';

type BookingRow = typeof bookings.$inferSelect;

export type BookingChange = {
  before: BookingRow;
  actor: AuditAuthor;
  action: AuditAction;
  set: Partial<typeof bookings.$inferInsert>;
  /** What must still hold of the row: the rule checked before, so of two rivals one changes it. */
  guard: SQL | undefined;
  now: Date;
  /** Facts of the action beside the booking's, e.g. a reason or an amount. */
  details?: AuditFacts;
};

/**
 * One audited change of a booking, inside the caller's transaction: a guarded update and its trail
 * row (record 0023). Resolves to the row after, or null when the guard no longer held (nothing
 * written). The desk's actions and the provider's refunds (payments) both write through it.
 */
export async function changeBookingAudited(tx: Db, change: BookingChange): Promise<BookingRow | null> {
  const [after] = await tx
    .update(bookings)
    .set({ ...change.set, updated_at: change.now })
    .where(and(eq(bookings.id, change.before.id), change.guard))
    .returning();
  if (!after) return null;
  await recordAudit(tx, {
    actor: change.actor,
    action: change.action,
    subject: bookingSubject(after),
    before: auditSnapshot(change.before),
    after: { ...auditSnapshot(after), ...change.details },
  });
  return after;
}

/** The booking's facts the trail keeps before and after an action. */
export function auditSnapshot(row: BookingRow): AuditFacts {
  return {
    status: row.status,
    unit_id: row.unit_id,
    start_at: row.start_at?.toISOString() ?? null,
    end_at: row.end_at?.toISOString() ?? null,
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
    cancel_reason: row.cancel_reason,
    refunded_amount: row.refunded_amount,
  };
}

export const bookingSubject = (row: BookingRow): { type: AuditSubject; id: number; label: string } => ({
  type: 'booking',
  id: row.id,
  label: row.invoice_number,
});
