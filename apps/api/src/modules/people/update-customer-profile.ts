import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError } from '../../lib/errors';
import { apiText, fieldText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { canonicalPhone, rethrowUniqueViolation } from '../auth/account-uniqueness';
import { loadManagedUser, type ManagedUser, refuse, toManagedUser, userLabel } from './people.queries';

export type UpdateCustomerProfileInput = {
  id: number;
  name?: string | undefined;
  phone?: string | undefined;
  actor: AuditActor;
};

/**
 * PATCH /api/admin/users/{id} of a customer (issue 17 "Customers"): the admin corrects their name or
 * phone. The phone is stored as registration stores it (62…) and must be nobody else's (422
 * validation.unique; of two saves racing for one number the unique index decides). Audited with
 * before and after.
 */
export async function updateCustomerProfile(db: Db, input: UpdateCustomerProfileInput): Promise<ManagedUser> {
  const phone = input.phone === undefined ? undefined : canonicalPhone(input.phone);
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await loadManagedUser(tx, input.id);
      if (before.role !== 'customer') throw refuse(apiText('people.onlyCustomerProfile'));
      if (phone !== undefined && phone !== before.phone) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phone, phone), ne(users.id, input.id)))
          .limit(1);
        if (taken) {
          throw new AppError('validation', fieldText('phone', apiText('people.phoneTaken')), {
            errors: { phone: ['validation.unique'] },
          });
        }
      }
      const after = { ...before, name: input.name ?? before.name, phone: phone ?? before.phone };
      await tx
        .update(users)
        .set({ name: after.name, phone: after.phone, updated_at: new Date() })
        .where(eq(users.id, input.id));
      if (after.name !== before.name || after.phone !== before.phone) {
        await recordAudit(tx, {
          actor: input.actor,
          action: 'user.update',
          subject: { type: 'user', id: before.id, label: userLabel(after) },
          before: { name: before.name, phone: toManagedUser(before).phone },
          after: { name: after.name, phone: toManagedUser(after).phone },
        });
      }
      return toManagedUser(after);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    return rethrowUniqueViolation(error);
  }
}
