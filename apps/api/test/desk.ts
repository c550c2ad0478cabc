import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/accounts';
import { auditLog } from '../src/db/schema/audit';
import { bookings } from '../src/db/schema/bookings';
import { createCustomer } from './accounts';

/** A front-desk account (role staff), signed in; resolves to its user and authorization header. */
export async function createStaff(app: App, db: Db, name = 'Dewi Kasir') {
  const account = await createCustomer(app, db, { name });
  await db.update(users).set({ role: 'staff' }).where(eq(users.id, account.user.id));
  return { id: account.user.id as number, name, auth: account.auth, registration: account.registration };
}

/** A staff call under /api/admin with a JSON body, or none. */
export const deskCall = (
  app: App,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/admin${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

/** The headers with an `Idempotency-Key` (record 0035): a new one unless the test names it. */
export const withIdempotencyKey = (headers: Record<string, string>, key: string = randomUUID()) => ({
  ...headers,
  'idempotency-key': key,
});

/**
 * A double click: the same call sent twice, the second 100 to 300 ms after the first (while the first
 * may still be running); resolves to both answers once both are in.
 */
export async function doubleClick<T>(send: () => Promise<T>): Promise<[T, T]> {
  const first = send();
  await delay(100 + Math.floor(Math.random() * 201));
  return Promise.all([first, send()]);
}

/** Puts a booking's period where a test needs it (around now), straight in the database. */
export async function placeBooking(db: Db, id: number, start: Date, end: Date): Promise<void> {
  await db.update(bookings).set({ start_at: start, end_at: end }).where(eq(bookings.id, id));
}

/** `minutes` from now. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** The audit rows of a booking, oldest first. */
export async function readAudit(db: Db, bookingId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subject_type, 'booking'), eq(auditLog.subject_id, bookingId)))
    .orderBy(asc(auditLog.id));
}

/** Moves bookings a test placed around now to a past day of their own, out of later tests' way. */
export async function retireBookings(db: Db, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const start = new Date(Date.UTC(2001, 0, 1) + id * 6 * 3_600_000);
    await placeBooking(db, id, start, new Date(start.getTime() + 3 * 3_600_000));
  }
}
