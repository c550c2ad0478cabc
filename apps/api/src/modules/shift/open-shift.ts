import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shifts } from '../../db/schema/shifts';
import { AppError, findSqlState, SQLSTATE } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { presentShift } from './shift-view';

export type OpenShiftInput = { openingCash: number; actor: AuditActor; now: Date };

/**
 * POST /api/admin/shifts: opens the drawer's shift. One drawer (record 0028): while a shift is open
 * another is refused with 409, and of two opens at once the unique index shifts_one_open_key lets one in.
 */
export async function openShift(db: Db, input: OpenShiftInput) {
  const [open] = await db.select({ id: shifts.id }).from(shifts).where(isNull(shifts.closed_at)).limit(1);
  if (open) throw new AppError('conflict', apiText('shift.alreadyOpen'));
  try {
    const row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [inserted] = await tx
        .insert(shifts)
        .values({
          opened_by: input.actor.id,
          opened_by_name: input.actor.name,
          opened_at: input.now,
          opening_cash: input.openingCash,
        })
        .returning();
      if (!inserted) throw new Error('the shift insert returned no row');
      await recordAudit(tx, {
        actor: input.actor,
        action: 'shift.open',
        subject: { type: 'shift', id: inserted.id, label: `Shift #${inserted.id}` },
        before: null,
        after: { opening_cash: inserted.opening_cash, opened_at: inserted.opened_at.toISOString() },
      });
      return inserted;
    });
    return presentShift(db, row);
  } catch (error) {
    if (findSqlState(error) === SQLSTATE.uniqueViolation)
      throw new AppError('conflict', apiText('shift.alreadyOpen'));
    throw error;
  }
}
