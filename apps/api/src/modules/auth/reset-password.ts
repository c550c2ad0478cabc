import { normalizePhone } from '@ruangmain/domain/phone';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { apiText } from '../../texts/local-text';
import { findUserByPhone } from './auth.queries';
import { type CodeDeps, deliverCode } from './deliver-code';
import { revokeOtherSessions } from './sessions';
import { checkCode, consumeCode, findResetLink, invalidCodeError } from './verification-codes';

/** The same answer whether or not the phone has an account (issue "Accounts"). */
export const RESET_REQUESTED = apiText('auth.resetRequested');
export const INVALID_LINK = apiText('auth.invalidResetLink');

/**
 * Sends a reset code (and link) when the phone belongs to an active account. The send happens after
 * the answer, so an unknown phone and a known one answer alike and in similar time.
 */
export async function requestPasswordReset(deps: CodeDeps, rawPhone: string): Promise<void> {
  const phone = normalizePhone(rawPhone);
  const user = phone ? await findUserByPhone(deps.db, phone) : null;
  if (user?.status !== 'active') return;
  setImmediate(() => {
    deliverCode(deps, user, 'password_reset').catch((error: unknown) => {
      // A resend within a minute is refused quietly: the answer is the same for everyone.
      if (!(error instanceof AppError)) deps.log.error({ err: error }, 'password reset code not delivered');
    });
  });
}

/** An unknown phone, an account that is not active and a wrong or expired code answer alike. */
async function findActiveUserForReset(db: Db, rawPhone: string) {
  const phone = normalizePhone(rawPhone);
  const user = phone ? await findUserByPhone(db, phone) : null;
  if (user?.status !== 'active') throw invalidCodeError('password_reset');
  return user;
}

/** Step 2: the code is right (and stays valid for step 3). */
export async function verifyResetToken(db: Db, rawPhone: string, token: string): Promise<void> {
  const user = await findActiveUserForReset(db, rawPhone);
  await checkCode(db, { userId: user.id, purpose: 'password_reset', code: token, consume: false });
}

async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ password_hash: await hashPassword(password), updated_at: sql`now()` })
    .where(eq(users.id, userId));
  // A reset ends every session: whoever had the old password is out.
  await revokeOtherSessions(db, userId);
}

/** Step 3: phone, code and new password; the code is used up. */
export async function resetPasswordWithCode(
  db: Db,
  input: { phone: string; token: string; password: string },
) {
  const user = await findActiveUserForReset(db, input.phone);
  await checkCode(db, { userId: user.id, purpose: 'password_reset', code: input.token, consume: true });
  await setPassword(db, user.id, input.password);
}

/** Reset by link: the link's token works once, within the code's 10 minutes. */
export async function checkResetLink(db: Db, linkToken: string): Promise<void> {
  if (!(await findResetLink(db, linkToken))) throw new AppError('not_found', INVALID_LINK);
}

export async function resetPasswordWithLink(db: Db, input: { token: string; password: string }) {
  const link = await findResetLink(db, input.token);
  if (!link) throw new AppError('not_found', INVALID_LINK);
  await consumeCode(db, link.id);
  await setPassword(db, link.user_id, input.password);
}
