import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { clearRateLimit, hitRateLimit } from '../../lib/rate-limit';
import { generateCode, generateToken, hashesMatch, hashToken } from '../../lib/tokens';

type Purpose = 'activation' | 'password_reset';

/** Codes live 10 minutes, allow 5 wrong tries and may be resent once a minute (issue "Accounts"). */
export const CODE_RULES = { lifetimeMs: 10 * 60 * 1000, maxFailedAttempts: 5, resendSeconds: 60 };

const cooldownKey = (purpose: Purpose, userId: number) => `code-cooldown:${purpose}:${userId}`;
const codeHash = (userId: number, purpose: Purpose, code: string) =>
  hashToken(`${purpose}:${userId}:${code}`);

/**
 * A new code for a user, replacing any earlier one. Refused with 429 within a minute of the last one.
 * `withLink` also makes the long token of a reset-by-link address.
 */
export async function issueCode(db: Db, input: { userId: number; purpose: Purpose; withLink?: boolean }) {
  await hitRateLimit(
    db,
    cooldownKey(input.purpose, input.userId),
    { limit: 1, windowSeconds: CODE_RULES.resendSeconds },
    1,
    (wait) => `Please wait ${wait} before requesting a new code.`,
  );
  const code = generateCode();
  const linkToken = input.withLink ? generateToken() : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumed_at: sql`now()` })
      .where(
        and(
          eq(verificationCodes.user_id, input.userId),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.consumed_at),
        ),
      );
    await tx.insert(verificationCodes).values({
      user_id: input.userId,
      purpose: input.purpose,
      code_hash: codeHash(input.userId, input.purpose, code),
      link_token_hash: linkToken ? hashToken(linkToken) : null,
      expires_at: new Date(Date.now() + CODE_RULES.lifetimeMs),
    });
  });
  return { code, linkToken };
}

/** After a failed send, the user may ask again at once: nothing is lost (issue "Accounts"). */
export function allowImmediateResend(db: Db, userId: number, purpose: Purpose) {
  return clearRateLimit(db, cooldownKey(purpose, userId));
}

/**
 * Checks a code against the user's live one. A wrong code counts; after 5 the code is dead and even
 * the right one is refused until a new code is sent. With `consume`, a right code is used up, once.
 */
export async function checkCode(
  db: Db,
  input: { userId: number; purpose: Purpose; code: string; consume: boolean },
): Promise<{ id: number }> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumed_at),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!live || live.expires_at.getTime() <= Date.now()) {
    throw new AppError('validation', 'The code has expired. Please request a new one.', {
      errors: { token: ['validation.expired'] },
    });
  }
  if (live.failed_attempts >= CODE_RULES.maxFailedAttempts) {
    throw new AppError('rate_limited', 'Too many wrong codes. Please request a new code.');
  }

  if (!hashesMatch(live.code_hash, codeHash(input.userId, input.purpose, input.code))) {
    // One guarded statement: concurrent wrong guesses cannot exceed the limit.
    await db
      .update(verificationCodes)
      .set({ failed_attempts: sql`${verificationCodes.failed_attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, live.id),
          lt(verificationCodes.failed_attempts, CODE_RULES.maxFailedAttempts),
        ),
      );
    throw new AppError('validation', 'Invalid verification code. Please check and try again.', {
      errors: { token: ['validation.invalid'] },
    });
  }

  if (input.consume) await consumeCode(db, live.id);
  return { id: live.id };
}

/** Uses a code up; a second use (or a concurrent one) fails. */
export async function consumeCode(db: Db, id: number): Promise<void> {
  const [used] = await db
    .update(verificationCodes)
    .set({ consumed_at: sql`now()` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumed_at),
        lt(verificationCodes.failed_attempts, CODE_RULES.maxFailedAttempts),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (!used) throw new AppError('validation', 'The code has already been used. Please request a new one.');
}

/** The live password-reset code a reset link points at, or null when unknown, used or expired. */
export async function findResetLink(db: Db, linkToken: string) {
  const [row] = await db
    .select({ id: verificationCodes.id, user_id: verificationCodes.user_id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.link_token_hash, hashToken(linkToken)),
        eq(verificationCodes.purpose, 'password_reset'),
        isNull(verificationCodes.consumed_at),
        gt(verificationCodes.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}
