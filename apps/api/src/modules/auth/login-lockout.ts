import { and, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLockouts } from '../../db/schema';
import { describeWait } from '../../lib/describe-wait';
import { AppError } from '../../lib/errors';

/**
 * Failed logins (record 0013). Counted per account, whatever spelling named it (username in any case,
 * phone in any form), at two levels:
 * - from one client address: after 5 failures that address is locked out of the account briefly, and
 *   longer with each further failure, so a guesser elsewhere cannot keep the customer out;
 * - from all addresses together: past 20 failures the account itself locks the same way, which bounds
 *   guessing spread over many addresses.
 * A lock starts at 1 minute and doubles with each failure, up to 15 minutes. A right password resets
 * both counts; failures older than a day are forgotten.
 */
export const LOGIN_LOCK_RULES = {
  perAddressThreshold: 5,
  perAccountThreshold: 20,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

const { firstLockSeconds, maxLockSeconds, forgetAfterSeconds } = LOGIN_LOCK_RULES;

/** The account a login names, or the name itself when no account has it (answered alike). */
export type LoginSubject = { userId: number } | { unknownName: string };

function keysOf(subject: LoginSubject, ip: string) {
  const account = 'userId' in subject ? `user:${subject.userId}` : `login:${subject.unknownName}`;
  return { account, address: `${account}|ip:${ip}` };
}

/** The lock that `failures` failures earn past `threshold`: null below it. */
function lockUntil(failures: SQL, threshold: number): SQL {
  return sql`case when ${failures} >= ${threshold} then now() + make_interval(secs => least(${maxLockSeconds}::float8, ${firstLockSeconds}::float8 * power(2::float8, least(${failures} - ${threshold}, 20)))) end`;
}

const isUnlocked = or(isNull(loginLockouts.locked_until), lte(loginLockouts.locked_until, sql`now()`));

/**
 * Counts one try on `key` as a failure before the password is checked, and sets the lock it earns, in
 * one guarded statement: however many tries arrive at once, a locked key evaluates none of them.
 * False when the key is locked.
 */
async function claimTry(db: Db, key: string, threshold: number): Promise<boolean> {
  const next = sql`(case when ${loginLockouts.last_failed_at} < now() - make_interval(secs => ${forgetAfterSeconds}) then 1 else ${loginLockouts.failures} + 1 end)`;
  const [claimed] = await db
    .insert(loginLockouts)
    .values({
      key,
      failures: 1,
      last_failed_at: sql`now()`,
      locked_until: lockUntil(sql`1`, threshold),
    })
    .onConflictDoUpdate({
      target: loginLockouts.key,
      set: { failures: next, last_failed_at: sql`now()`, locked_until: lockUntil(next, threshold) },
      setWhere: isUnlocked,
    })
    .returning({ failures: loginLockouts.failures });
  return Boolean(claimed);
}

async function lockedError(db: Db, keys: string[]): Promise<AppError> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (max(${loginLockouts.locked_until}) - now())))::int`,
    })
    .from(loginLockouts)
    .where(inArray(loginLockouts.key, keys));
  const seconds = Math.max(1, row?.seconds ?? 1);
  return new AppError('rate_limited', `Too many attempts. Please try again in ${describeWait(seconds)}.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Takes one login try for a subject from a client address, or refuses it with 429 while the address
 * or the account is locked. The try counts as failed until `clearLoginFailures` says otherwise.
 */
export async function claimLoginTry(db: Db, subject: LoginSubject, ip: string): Promise<void> {
  const keys = keysOf(subject, ip);
  // A locked account refuses before anything is counted, so tries refused by it do not lock addresses.
  const [accountLocked] = await db
    .select({ key: loginLockouts.key })
    .from(loginLockouts)
    .where(and(eq(loginLockouts.key, keys.account), gt(loginLockouts.locked_until, sql`now()`)));
  if (accountLocked) throw await lockedError(db, [keys.account]);
  // The address first: tries it may not make never reach the account's count.
  if (!(await claimTry(db, keys.address, LOGIN_LOCK_RULES.perAddressThreshold))) {
    throw await lockedError(db, [keys.address]);
  }
  if (!(await claimTry(db, keys.account, LOGIN_LOCK_RULES.perAccountThreshold))) {
    throw await lockedError(db, [keys.account]);
  }
}

/** A right password: the account and this address start afresh; long-forgotten counts are removed. */
export async function clearLoginFailures(db: Db, subject: LoginSubject, ip: string): Promise<void> {
  const keys = keysOf(subject, ip);
  await db.delete(loginLockouts).where(inArray(loginLockouts.key, [keys.account, keys.address]));
  await db
    .delete(loginLockouts)
    .where(
      and(
        lt(loginLockouts.last_failed_at, sql`now() - make_interval(secs => ${forgetAfterSeconds})`),
        isUnlocked,
      ),
    );
}
