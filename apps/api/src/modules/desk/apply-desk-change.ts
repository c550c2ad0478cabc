import type { AuditAction } from '@ruangmain/domain/contracts/audit';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { type AuditActor, type AuditFacts, recordAudit } from '../audit/record-audit';
import { auditSnapshot, bookingSubject, type DeskRow, refuse } from './desk-booking';

export type DeskChange = {
  before: DeskRow;
  actor: AuditActor;
  action: AuditAction;
  set: Partial<typeof bookings.$inferInsert>;
  /** What must still hold of the row: the rule checked before, so a rival desk's change wins once. */
  guard: SQL | undefined;
  /** The answer (409) when the guard no longer holds. */
  refusal: string;
  now: Date;
  /** Facts of the action beside the booking's, e.g. a reason or an amount. */
  details?: AuditFacts;
};

/**
 * One desk action on a booking: a guarded update and its audit row in one transaction (record 0023).
 * Two desks acting at once both pass the rule; the guard lets one change the row and refuses the
 * other with 409, and the trail holds only what happened.
 */
export async function applyDeskChange(db: Db, change: DeskChange, tx?: Db): Promise<DeskRow> {
  const run = async (handle: Db) => {
    const [after] = await handle
      .update(bookings)
      .set({ ...change.set, updated_at: change.now })
      .where(and(eq(bookings.id, change.before.id), change.guard))
      .returning();
    if (!after) throw refuse(change.refusal);
    await recordAudit(handle, {
      actor: change.actor,
      action: change.action,
      subject: bookingSubject(after),
      before: auditSnapshot(change.before),
      after: { ...auditSnapshot(after), ...change.details },
    });
    return after;
  };
  if (tx) return run(tx);
  return db.transaction((transaction) => run(transaction as unknown as Db));
}
