import type { CreateTeamAccountRequestSchema } from '@ruangmain/domain/contracts/people';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { rethrowUniqueViolation } from '../auth/account-uniqueness';
import { newAccountValues } from '../auth/new-account';
import { type ManagedUser, managedUserColumns, toManagedUser, userFacts, userLabel } from './people.queries';

type Input = z.output<typeof CreateTeamAccountRequestSchema>;

/**
 * A front-desk or admin account, active at once: the admin vouches for the phone, so no activation
 * code is sent. Username, phone and email are checked as a registration's are (422 validation.unique).
 */
export async function createTeamAccount(db: Db, input: Input & { actor: AuditActor }): Promise<ManagedUser> {
  const account = await newAccountValues(db, input);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        ...account,
        role: input.role,
        status: 'active',
        phone_verified_at: new Date(),
      })
      .returning(managedUserColumns)
      .catch(rethrowUniqueViolation);
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, {
      actor: input.actor,
      action: 'user.create',
      subject: { type: 'user', id: created.id, label: userLabel(created) },
      before: null,
      after: { ...userFacts(created), username: created.username },
    });
    return toManagedUser(created);
  });
}
