import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shifts } from '../../db/schema/shifts';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { findShift } from './find-shift';
import { computeShiftTotals } from './shift-totals';
import { expectedCash, presentClosedShift } from './shift-view';

export type CloseShiftInput = {
  id: number;
  countedCash: number;
  note: string | null;
  actor: AuditActor;
  now: Date;
};

/**
 * POST /api/admin/shifts/{id}/close (record 0028): counts the shift's money up to now and stores it
 * with the close in one transaction, by one guarded UPDATE … WHERE closed_at IS NULL, so of two closes
 * at once one wins and the other is told the shift is closed. A count that differs from the expected
 * cash needs a note (422).
 */
export async function closeShift(db: Db, input: CloseShiftInput) {
  const shift = await findShift(db, input.id);
  if (shift.closed_at) throw new AppError('conflict', apiText('shift.alreadyClosed'));
  const closedAt = input.now < shift.opened_at ? shift.opened_at : input.now;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const totals = await computeShiftTotals(tx, { from: shift.opened_at, to: closedAt });
    const expected = expectedCash(shift.opening_cash, totals);
    if (input.countedCash !== expected && !input.note) {
      throw new AppError('validation', apiText('shift.noteRequired'), {
        errors: { note: ['validation.required'] },
      });
    }
    const [closed] = await tx
      .update(shifts)
      .set({
        closed_by: input.actor.id,
        closed_by_name: input.actor.name,
        closed_at: closedAt,
        expected_cash: expected,
        counted_cash: input.countedCash,
        note: input.note,
        totals,
      })
      .where(and(eq(shifts.id, shift.id), isNull(shifts.closed_at)))
      .returning();
    if (!closed) throw new AppError('conflict', apiText('shift.alreadyClosed'));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'shift.close',
      subject: { type: 'shift', id: closed.id, label: `Shift #${closed.id}` },
      before: { opening_cash: shift.opening_cash, opened_at: shift.opened_at.toISOString() },
      after: {
        closed_at: closedAt.toISOString(),
        expected_cash: expected,
        counted_cash: input.countedCash,
        difference: input.countedCash - expected,
        note: input.note,
      },
    });
    return presentClosedShift(closed, totals);
  });
}
