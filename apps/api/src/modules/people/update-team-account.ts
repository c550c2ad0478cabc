import type { StaffRole } from '@ruangmain/domain/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/passwords';
import { apiText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { revokeOtherSessions } from '../auth/sessions';
import { keepAnAdmin } from './last-admin';
import {
  loadManagedUser,
  type ManagedUser,
  refuse,
  toManagedUser,
  userFacts,
  userLabel,
} from './people.queries';

/**
 * A team account's role (staff or admin) and a password the admin sets for it. Either ends every
 * session it has, so what a session was let into is never decided by a role it no longer has (and its
 * live streams close, migration 0019). A customer's role and password are theirs alone; an admin
 * changes their own from their account, so nobody locks themselves out here. The trail never holds a
 * password.
 */
export async function updateTeamAccount(
  db: Db,
  input: { id: number; role?: StaffRole | undefined; password?: string | undefined; actor: AuditActor },
): Promise<ManagedUser> {
  if (input.id === input.actor.id) throw refuse(apiText('people.ownAccountElsewhere'));
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (input.role === 'staff') await keepAnAdmin(tx, input.id);
    const before = await loadManagedUser(tx, input.id);
    if (before.role === 'customer') throw refuse(apiText('people.onlyTeamAccounts'));
    const after = { ...before, role: input.role ?? before.role };
    await tx
      .update(users)
      .set({
        role: after.role,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: new Date(),
      })
      .where(eq(users.id, input.id));
    const subject = { type: 'user', id: before.id, label: userLabel(before) } as const;
    if (after.role !== before.role || passwordHash) await revokeOtherSessions(tx, input.id);
    if (after.role !== before.role) {
      await recordAudit(tx, {
        actor: input.actor,
        action: 'user.update',
        subject,
        before: userFacts(before),
        after: { ...userFacts(after), sessions_ended: true },
      });
    }
    if (passwordHash) {
      await recordAudit(tx, {
        actor: input.actor,
        action: 'user.password_reset',
        subject,
        before: null,
        after: { password: 'set by an admin', sessions_ended: true },
      });
    }
    return toManagedUser(after);
  });
}
