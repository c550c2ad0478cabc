import type { BookingEvent } from '@ruangmain/domain/booking-lifecycle';
import type { BookingStatus } from '@ruangmain/domain/booking-values';
import type { AuditAction, AuditSubject } from '@ruangmain/domain/contracts/audit';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AuditAuthor, type AuditFacts, recordAudit } from '../audit/record-audit';
import { type BookingColumns, type BookingRow, changeBooking, transitionBooking } from './lifecycle';

export type BookingChange = {
  before: BookingRow;
  actor: AuditAuthor;
  action: AuditAction;
  /** The status change the action makes, if it makes one: its lifecycle event. */
  event?: BookingEvent;
  /** Narrower than where the event starts (a paid booking only, say). */
  from?: readonly BookingStatus[];
  set: BookingColumns;
  /** What must still hold of the row: the rule checked before, so of two rivals one changes it. */
  guard: SQL | undefined;
  now: Date;
  /** Facts of the action beside the booking's, e.g. a reason or an amount. */
  details?: AuditFacts;
};

/**
 * One audited change of a booking, inside the caller's transaction: a guarded update (a lifecycle
 * event when the status moves) and its trail row (record 0023). Resolves to the row after, or null
 * when the guard no longer held (nothing written). The desk's actions and the refunds, the desk's
 * and the provider's, write through it.
 */
export async function changeBookingAudited(tx: Db, change: BookingChange): Promise<BookingRow | null> {
  const { before, event, set, guard, now } = change;
  const after = event
    ? await transitionBooking(tx, before.id, { event, from: change.from, set, guard, now })
    : await changeBooking(tx, before.id, { set, guard, now });
  if (!after) return null;
  await recordAudit(tx, {
    actor: change.actor,
    action: change.action,
    subject: bookingSubject(after),
    before: auditSnapshot(before),
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
