import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { apiText } from '../../texts/local-text';
import { refuse } from './people.queries';

export const LAST_ADMIN_MESSAGE = apiText('people.lastAdmin');

/**
 * Call inside the transaction of a change that takes `userId` out of the active admins (demoted,
 * disabled), before making it. It locks every active admin's row, in id order so two such changes
 * never deadlock; a concurrent change waits here until the first commits, then sees the admins as
 * they are after it. So of two admins demoting each other at once, exactly one succeeds.
 */
export async function keepAnAdmin(tx: Pick<Db, 'select'>, userId: number): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  if (admins.length <= 1 && admins.some((admin) => admin.id === userId)) throw refuse(LAST_ADMIN_MESSAGE);
}
