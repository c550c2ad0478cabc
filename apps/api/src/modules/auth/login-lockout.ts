import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginLockouts } from '../../db/schema/login-lockouts';
import { describeWait } from '../../lib/describe-wait';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';

/**
 * Failed logins (record 0013). Counted per account, whatever spelling named it (username in any case,
 * phone in any form), at two levels:
 * - from one client address: after 5 failures that address is locked out of the account briefly, and
 *   longer with each further failure, so a guesser elsewhere cannot keep the customer out;
 * - from all addresses together: past 20 failures the account itself locks the same way, which bounds
 *   guessing spread over many addresses.
 * A lock starts at 1 minute and doubles with each failure, up to 15 minutes. A right password resets
 * both counts; failures older than a day are forgotten.
 *
 * A try is counted when it starts, so however many arrive at once no more than the threshold are
 * compared; but it becomes a failure only once its password was checked wrong: only then may it lock,
 * and a right one clears the count. Tries that would pass the threshold while others are still being
 * checked wait for them (a right password clears the way, a wrong one locks).
 */
export const LOGIN_LOCK_RULES = {
  perAddressThreshold: 5,
  perAccountThreshold: 20,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
  /** A try still unchecked after this long never will be (its process ended): it counts as failed. */
  checkSeconds: 30,
  /** How long a try waits for the tries being checked before it is refused. */
  waitMs: 5_000,
};

const { firstLockSeconds, maxLockSeconds, forgetAfterSeconds, checkSeconds, waitMs } = LOGIN_LOCK_RULES;

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
 * Counts one try on `key` before its password is checked, in one guarded statement, so however many
 * tries arrive at once the count bounds them: false when the key is locked, or when the threshold is
 * reached by tries still being checked. Below the threshold a try sets no lock; past it, once a lock
 * has run out (or the tries that reached it were never checked), each try locks the key again until
 * it is checked, one at a time, as every further failure doubles the lock.
 */
async function claimTry(db: Db, key: string, threshold: number): Promise<boolean> {
  const isForgotten = sql`${loginLockouts.last_failed_at} < now() - make_interval(secs => ${forgetAfterSeconds})`;
  const next = sql`(case when ${isForgotten} then 1 else ${loginLockouts.failures} + 1 end)`;
  const mayTry = or(
    isForgotten,
    lt(loginLockouts.failures, threshold),
    isNotNull(loginLockouts.locked_until),
    lt(loginLockouts.last_failed_at, sql`now() - make_interval(secs => ${checkSeconds})`),
  );
  const [claimed] = await db
    .insert(loginLockouts)
    .values({ key, failures: 1, last_failed_at: sql`now()`, locked_until: null })
    .onConflictDoUpdate({
      target: loginLockouts.key,
      set: {
        failures: next,
        last_failed_at: sql`now()`,
        locked_until: sql`case when ${next} > ${threshold} then ${lockUntil(next, threshold)} end`,
      },
      setWhere: and(isUnlocked, mayTry),
    })
    .returning({ failures: loginLockouts.failures });
  return Boolean(claimed);
}

/** Claims a try, waiting while the tries ahead of it are checked; false when locked, or after `waitMs`. */
async function claimTryInTurn(db: Db, key: string, threshold: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    if (await claimTry(db, key, threshold)) return true;
    if ((await isLocked(db, key)) || Date.now() + pause > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

async function isLocked(db: Db, key: string): Promise<boolean> {
  const [locked] = await db
    .select({ key: loginLockouts.key })
    .from(loginLockouts)
    .where(and(eq(loginLockouts.key, key), gt(loginLockouts.locked_until, sql`now()`)));
  return locked !== undefined;
}

/** A try checked wrong stays counted; reaching the threshold, it locks the key. */
async function lockIfDue(db: Db, key: string, threshold: number): Promise<void> {
  await db
    .update(loginLockouts)
    .set({
      locked_until: sql`greatest(${loginLockouts.locked_until}, ${lockUntil(sql`${loginLockouts.failures}`, threshold)})`,
    })
    .where(and(eq(loginLockouts.key, key), gte(loginLockouts.failures, threshold)));
}

/** A try that was refused before its password was checked is given back. */
async function giveBackTry(db: Db, key: string): Promise<void> {
  await db
    .update(loginLockouts)
    .set({ failures: sql`${loginLockouts.failures} - 1` })
    .where(and(eq(loginLockouts.key, key), gt(loginLockouts.failures, 0)));
}

async function lockedError(db: Db, keys: string[]): Promise<AppError> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (max(${loginLockouts.locked_until}) - now())))::int`,
    })
    .from(loginLockouts)
    .where(inArray(loginLockouts.key, keys));
  const seconds = Math.max(1, row?.seconds ?? 1);
  return new AppError('rate_limited', apiText('request.tooManyAttempts', { wait: describeWait(seconds) }), {
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Takes one login try for a subject from a client address, or refuses it with 429 while the address
 * or the account is locked. Once the password is checked, the caller says how it went:
 * `recordLoginFailure` or `clearLoginFailures`.
 */
export async function claimLoginTry(db: Db, subject: LoginSubject, ip: string): Promise<void> {
  const keys = keysOf(subject, ip);
  // A locked account refuses before anything is counted, so tries refused by it do not lock addresses.
  if (await isLocked(db, keys.account)) throw await lockedError(db, [keys.account]);
  // The address first: tries it may not make never reach the account's count.
  if (!(await claimTryInTurn(db, keys.address, LOGIN_LOCK_RULES.perAddressThreshold))) {
    throw await lockedError(db, [keys.address]);
  }
  if (!(await claimTryInTurn(db, keys.account, LOGIN_LOCK_RULES.perAccountThreshold))) {
    await giveBackTry(db, keys.address);
    throw await lockedError(db, [keys.account]);
  }
}

/** A password checked wrong: the try stays a failure, and locks the address or the account when due. */
export async function recordLoginFailure(db: Db, subject: LoginSubject, ip: string): Promise<void> {
  const keys = keysOf(subject, ip);
  await lockIfDue(db, keys.address, LOGIN_LOCK_RULES.perAddressThreshold);
  await lockIfDue(db, keys.account, LOGIN_LOCK_RULES.perAccountThreshold);
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
