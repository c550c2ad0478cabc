import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/accounts';
import { auditLog } from '../src/db/schema/audit';
import { insertCustomers } from './rewards';

/** Another admin, signed in, written straight to the database (as insertCustomers writes customers). */
export async function insertAdmin(db: Db) {
  const [account] = await insertCustomers(db, 1, 0);
  if (!account) throw new Error('no admin written');
  await db
    .update(users)
    .set({ role: 'admin', phone_verified_at: new Date() })
    .where(eq(users.id, account.userId));
  return account;
}

/** An admin call under /api/admin with a JSON body, or none. */
export const adminCall = (
  app: App,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
) => app.inject({ method, url: `/api/admin${path}`, headers, ...(payload === undefined ? {} : { payload }) });

/** The trail rows about one user or review, oldest first. */
export async function readSubjectAudit(db: Db, type: 'user' | 'review', id: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject_type, type), eq(auditLog.subject_id, id)))
    .orderBy(asc(auditLog.id));
}

/** How many answers had each status. */
export const countStatuses = (answers: readonly { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});
