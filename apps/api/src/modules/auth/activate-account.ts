import { normalizePhone } from '@ruangmain/domain/phone';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findUserByPhone, type UserRow } from './auth.queries';
import { type CodeDeps, deliverCode } from './deliver-code';
import { allowImmediateResend, checkCode } from './verification-codes';

const PHONE_NOT_FOUND = 'Phone number not found. Please register again.';

/** The inactive, never-verified account of a phone; activation calls concern only those. */
async function findPendingAccount(deps: CodeDeps, rawPhone: string): Promise<UserRow> {
  const phone = normalizePhone(rawPhone);
  const user = phone ? await findUserByPhone(deps.db, phone) : null;
  if (!user) throw new AppError('not_found', PHONE_NOT_FOUND);
  if (user.status !== 'inactive' || user.phone_verified_at) {
    throw new AppError('validation', 'This account is already verified. Please log in.', {
      errors: { phone: ['validation.verified'] },
    });
  }
  return user;
}

/** POST /api/auth/activate-account with only a phone: sends a new code (once a minute). */
export async function resendActivationCode(deps: CodeDeps, rawPhone: string) {
  const user = await findPendingAccount(deps, rawPhone);
  const { sent } = await deliverCode(deps, user, 'activation');
  if (!sent) throw new AppError('provider_unavailable', 'Failed to resend OTP. Please try again.');
}

/** POST /api/auth/activate-account with phone and token: verifies the phone and activates the account. */
export async function activateAccount(deps: CodeDeps, rawPhone: string, token: string) {
  const user = await findPendingAccount(deps, rawPhone);
  await checkCode(deps.db, { userId: user.id, purpose: 'activation', code: token, consume: true });
  await deps.db
    .update(users)
    .set({ status: 'active', phone_verified_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(users.id, user.id), eq(users.status, 'inactive')));
}

/** POST /api/auth/change-phone: a not-yet-verified account moves to another number and gets a new code. */
export async function changePendingPhone(deps: CodeDeps, currentPhone: string, newPhone: string) {
  const user = await findPendingAccount(deps, currentPhone);
  const phone = normalizePhone(newPhone);
  if (!phone) {
    throw new AppError('validation', 'new_phone: Please enter a valid new phone number', {
      errors: { new_phone: ['validation.regex'] },
    });
  }
  if (await findUserByPhone(deps.db, phone)) {
    throw new AppError('validation', 'new_phone: This phone number is already in use.', {
      errors: { new_phone: ['validation.unique'] },
    });
  }
  await deps.db.update(users).set({ phone, updated_at: sql`now()` }).where(eq(users.id, user.id));
  // A new number gets its code at once, whatever was sent to the old one.
  await allowImmediateResend(deps.db, user.id, 'activation');
  const { sent } = await deliverCode(deps, { id: user.id, phone }, 'activation');
  return { phone, codeSent: sent };
}
