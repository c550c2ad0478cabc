import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema/accounts';
import { AppError } from '../../lib/errors';
import { generateCode, generateToken, hashesMatch, hashToken } from '../../lib/tokens';
import { apiText, type LocalText } from '../../texts/local-text';
import { clearRateLimit, hitRateLimit } from '../rate-limits/rate-limit';

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
    'auth.waitForNewCode',
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

const INVALID_CODE: Record<Purpose, LocalText> = {
  activation: apiText('auth.invalidVerificationCode'),
  // spec 1 §8 "Token verify": the screen's own failure text.
  password_reset: apiText('auth.invalidResetToken'),
};

/**
 * The one answer to a code that does not work: wrong, expired, used, never sent, or for a phone with no
 * such account. Answering them alike keeps the code calls from telling which phones have accounts.
 */
export function invalidCodeError(purpose: Purpose): AppError {
  return new AppError('validation', INVALID_CODE[purpose], { errors: { token: ['validation.invalid'] } });
}

/**
 * Checks a code against the user's live one. Five wrong codes kill it: even the right one is refused
 * until a new code is sent. With `consume`, a right code is used up, once.
 *
 * A guess claims a try before it is compared, in one guarded statement (count and limit together), so
 * however many guesses arrive at once at most five are compared; a right code gives its try back.
 */
export async function checkCode(
  db: Db,
  input: { userId: number; purpose: Purpose; code: string; consume: boolean },
): Promise<{ id: number }> {
  const [live] = await db
    .select({ id: verificationCodes.id })
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
  if (!live) throw invalidCodeError(input.purpose);

  const [claimed] = await db
    .update(verificationCodes)
    .set({ failed_attempts: sql`${verificationCodes.failed_attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, live.id),
        isNull(verificationCodes.consumed_at),
        gt(verificationCodes.expires_at, sql`now()`),
        lt(verificationCodes.failed_attempts, CODE_RULES.maxFailedAttempts),
      ),
    )
    .returning({ code_hash: verificationCodes.code_hash });
  if (!claimed) {
    if (await isSpentByWrongCodes(db, live.id)) {
      throw new AppError('rate_limited', apiText('auth.tooManyWrongCodes'));
    }
    throw invalidCodeError(input.purpose);
  }

  // A wrong code keeps its try.
  if (!hashesMatch(claimed.code_hash, codeHash(input.userId, input.purpose, input.code))) {
    throw invalidCodeError(input.purpose);
  }

  const [kept] = await db
    .update(verificationCodes)
    .set({
      failed_attempts: sql`${verificationCodes.failed_attempts} - 1`,
      ...(input.consume ? { consumed_at: sql`now()` } : {}),
    })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumed_at)))
    .returning({ id: verificationCodes.id });
  // Used up meanwhile by a parallel call with the same code.
  if (!kept) throw invalidCodeError(input.purpose);
  return kept;
}

/** A live code refused because five wrong codes were tried (rather than expired or used). */
async function isSpentByWrongCodes(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumed_at),
        gt(verificationCodes.expires_at, sql`now()`),
        gte(verificationCodes.failed_attempts, CODE_RULES.maxFailedAttempts),
      ),
    );
  return Boolean(row);
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
  if (!used) throw new AppError('validation', apiText('auth.codeUsed'));
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
