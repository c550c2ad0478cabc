import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { type AppError, findSqlState, SQLSTATE } from '../../lib/errors';

/**
 * How long an unverified registration lives (record 0036), and with it the registration token that
 * proves who made it (record 0013): the time to verify the phone or change a mistyped number.
 */
export const REGISTRATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A registration whose phone was never verified: inactive, never verified. */
export const isUnverified = and(eq(users.status, 'inactive'), isNull(users.phone_verified_at));

/** Past its lifetime (a registration older than the registration token counts from its creation). */
const isExpired = lte(
  sql`coalesce(${users.registration_token_expires_at}, ${users.created_at} + make_interval(secs => ${REGISTRATION_TOKEN_LIFETIME_MS / 1000}))`,
  sql`now()`,
);

/** An unverified registration still within its lifetime: the only kind a code may activate. */
export const isLiveRegistration = and(isUnverified, sql`not (${isExpired})`);

/** Whether an unverified registration holds this canonical phone (a new one would replace it). */
export async function isPhoneHeldUnverified(db: Db, phone: string): Promise<boolean> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isUnverified))
    .limit(1);
  return holder !== undefined;
}

/**
 * Frees what unverified registrations hold against a new account (record 0036): the phone, whatever
 * the age of the registration holding it (whoever reads the code sent there proves ownership), and
 * the username and email of expired ones. They are deleted, their codes with them, so a code sent to a
 * replaced registration activates nothing. Run it in the transaction that inserts the new account:
 * a failed insert gives them back, and on PostgreSQL a parallel registration for the same phone waits
 * on the deleted row, then meets the new one in the unique index.
 */
export async function releaseUnverifiedHolds(
  tx: Pick<Db, 'delete'>,
  wanted: { phone: string; username?: string; email?: string | null },
): Promise<void> {
  const names: SQL[] = [];
  if (wanted.username) names.push(eq(sql`lower(${users.username})`, wanted.username.toLowerCase()));
  if (wanted.email) names.push(eq(sql`lower(${users.email})`, wanted.email.toLowerCase()));
  await tx
    .delete(users)
    .where(
      and(
        isUnverified,
        or(eq(users.phone, wanted.phone), ...(names.length > 0 ? [and(isExpired, or(...names))] : [])),
      ),
    );
}

/**
 * A catch for the code sent after a registration is written or moved: when a newer registration for
 * the phone replaced it in between, the code's row has no account to point at, and the caller hears
 * `answer` (the phone taken).
 */
export function answerIfReplaced(answer: AppError) {
  return (error: unknown): never => {
    if (findSqlState(error) === SQLSTATE.foreignKeyViolation) throw answer;
    throw error;
  };
}

/** The sweeper's part (jobs/sweeper.ts): expired registrations are deleted with their codes. */
export async function deleteExpiredRegistrations(db: Db): Promise<number> {
  const deleted = await db.delete(users).where(and(isUnverified, isExpired)).returning({ id: users.id });
  return deleted.length;
}
