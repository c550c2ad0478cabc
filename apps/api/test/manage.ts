import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { auditLog } from '../src/db/schema/audit';
import { createCustomer } from './accounts';
import { adminAuth } from './bookings';
import { createStaff } from './desk';

/** The three callers a back-office call must turn away, and an admin who may make it. */
export async function signInManagers(app: App, db: Db) {
  const customer = await createCustomer(app, db);
  const staff = await createStaff(app, db, 'Dewi Kasir');
  return { admin: await adminAuth(app, db), staff: staff.auth, customer: customer.auth };
}
export type Managers = Awaited<ReturnType<typeof signInManagers>>;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call under /api/admin as `headers` (none: a visitor), with a JSON body or none. */
export const manageCall = (
  app: App,
  headers: Record<string, string>,
  method: Method,
  path: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/admin${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

/** An admin-only call answers a visitor 401, a customer 403 and the front desk 403. */
export async function expectAdminOnly(
  app: App,
  managers: Managers,
  method: Method,
  path: string,
  payload?: object,
) {
  expect((await manageCall(app, {}, method, path, payload)).statusCode).toBe(401);
  expect((await manageCall(app, managers.customer, method, path, payload)).statusCode).toBe(403);
  const staff = await manageCall(app, managers.staff, method, path, payload);
  expect(staff.statusCode).toBe(403);
  expect(staff.json().message).toBe('This action is for admins only.');
}

/** The newest audit row of a subject. */
export async function latestAudit(db: Db, subjectType: string, subjectId: number) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject_type, subjectType), eq(auditLog.subject_id, subjectId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
