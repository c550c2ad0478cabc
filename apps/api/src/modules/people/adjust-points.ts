import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { insertLedgerEntry } from '../points/points-ledger';
import { loadManagedUser, type ManagedUser, refuse, toManagedUser, userLabel } from './people.queries';

/**
 * Gives (positive) or takes (negative) points with the admin's reason, as one ledger row (earned or
 * debit, the reason as its description, which the customer reads in their point history; the back
 * office also reads who adjusted it). The
 * balance moves by one guarded statement that never takes it below 0 (../shared/DESIGN.md "Limited
 * counters"), so adjustments sent at once can never overdraw: those that would are refused whole.
 */
export async function adjustPoints(
  db: Db,
  input: { id: number; points: number; reason: string; actor: AuditActor },
): Promise<ManagedUser> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(users)
      .set({ total_points: sql`${users.total_points} + ${input.points}`, updated_at: new Date() })
      .where(and(eq(users.id, input.id), gte(sql`${users.total_points} + ${input.points}`, 0)))
      .returning({ total_points: users.total_points });
    const user = await loadManagedUser(tx, input.id);
    if (!moved) {
      throw refuse(apiText('people.balanceBelowZero', { balance: user.total_points, taken: -input.points }));
    }
    await insertLedgerEntry(tx, {
      user_id: input.id,
      type: input.points > 0 ? 'earned' : 'debit',
      points: Math.abs(input.points),
      description: input.reason,
      adjusted_by: input.actor.id,
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'user.points_adjust',
      subject: { type: 'user', id: user.id, label: userLabel(user) },
      before: { total_points: moved.total_points - input.points },
      after: { total_points: moved.total_points, points: input.points, reason: input.reason },
    });
    return toManagedUser(user);
  });
}
