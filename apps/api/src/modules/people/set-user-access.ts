import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
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
 * Blocks an account (a customer, or a team member disabled) or lets it in again. Blocking ends every
 * session of the account in the same transaction, so the next request it makes is 401, and login
 * answers spec 1 §8's blocked message (auth/log-in.ts refuses any status but active). Unblocking
 * gives back what the account was: active once its phone was verified, else still to activate.
 * Asking for what already is changes nothing and writes no trail row.
 */
export async function setUserAccess(
  db: Db,
  input: { id: number; blocked: boolean; actor: AuditActor },
): Promise<ManagedUser> {
  if (input.blocked && input.id === input.actor.id) throw refuse(apiText('people.notOwnBlock'));
  return db.transaction(async (tx) => {
    if (input.blocked) await keepAnAdmin(tx, input.id);
    const before = await loadManagedUser(tx, input.id);
    const isBlocked = before.status === 'blocked';
    if (isBlocked === input.blocked) return toManagedUser(before);

    const status = input.blocked ? 'blocked' : before.phone_verified_at ? 'active' : 'inactive';
    await tx.update(users).set({ status, updated_at: new Date() }).where(eq(users.id, input.id));
    if (input.blocked) await revokeOtherSessions(tx, input.id);
    const after = { ...before, status } as const;
    await recordAudit(tx, {
      actor: input.actor,
      action: input.blocked ? 'user.block' : 'user.unblock',
      subject: { type: 'user', id: before.id, label: userLabel(before) },
      before: userFacts(before),
      after: { ...userFacts(after), ...(input.blocked ? { sessions_ended: true } : {}) },
    });
    return toManagedUser(after);
  });
}
