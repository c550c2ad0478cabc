import type { AuditAction, AuditSubject } from '@ruangmain/domain/contracts/audit';
import type { UserRole } from '@ruangmain/domain/roles';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

/** Who acted: the signed-in staff member, as they are now. */
export type AuditActor = { id: number; name: string; role: UserRole };

/**
 * Whom a trail row names: a staff member, or the payment provider (no account) for a refund made in
 * its dashboard, under the role the same action needs at the desk.
 */
export type AuditAuthor = AuditActor | { id: null; name: string; role: UserRole };

/** A subject's facts, JSON-ready (instants as ISO text or venue-local times). */
export type AuditFacts = Record<string, unknown>;

export type AuditEntry = {
  actor: AuditAuthor;
  action: AuditAction;
  subject: { type: AuditSubject; id: number; label: string };
  before: AuditFacts | null;
  after: AuditFacts | null;
};

/**
 * Writes one row of the audit trail (../shared/DESIGN.md "Staff side": who, when, what, before, after).
 * Every desk action calls it inside the transaction that makes its change, so the trail holds an
 * action exactly when the action happened.
 */
export async function recordAudit(tx: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor_id: entry.actor.id,
    actor_name: entry.actor.name,
    actor_role: entry.actor.role,
    action: entry.action,
    subject_type: entry.subject.type,
    subject_id: entry.subject.id,
    subject_label: entry.subject.label,
    before: entry.before,
    after: entry.after,
  });
}

/** The actor of a signed-in user. */
export const toAuditActor = (user: { id: number; name: string; role: UserRole }): AuditActor => ({
  id: user.id,
  name: user.name,
  role: user.role,
});
