import { normalizePhone } from '@ruangmain/domain/phone';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError, findSqlState, SQLSTATE } from '../../lib/errors';
import { hashesMatch, hashToken } from '../../lib/tokens';
import { apiText, fieldText } from '../../texts/local-text';
import { findUserByPhone, type UserRow } from './auth.queries';
import { type CodeDeps, deliverCode } from './deliver-code';
import {
  answerIfReplaced,
  isLiveRegistration,
  isPhoneHeldUnverified,
  releaseUnverifiedHolds,
} from './unverified-registrations';
import { allowImmediateResend, checkCode, invalidCodeError } from './verification-codes';

/** spec 1 §8 "Verification": the answer to a change of number without proof of the registration. */
const REGISTRATION_NOT_FOUND = apiText('auth.registrationNotFound');

/**
 * The unverified registration of a phone within its 24 hours; activation calls concern only those
 * (an expired one holds nothing and is deleted by the sweeper, record 0036).
 */
async function findPendingAccount(db: Db, rawPhone: string): Promise<UserRow | null> {
  const phone = normalizePhone(rawPhone);
  if (!phone) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isLiveRegistration))
    .limit(1);
  return user ?? null;
}

/**
 * The unverified account of a phone when the caller holds the token its registration answered, i.e.
 * made the registration; null otherwise, whatever the reason (record 0013).
 */
async function findProvenRegistration(
  db: Db,
  rawPhone: string,
  registrationToken: string | undefined,
): Promise<UserRow | null> {
  const phone = normalizePhone(rawPhone);
  if (!phone || !registrationToken) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        isLiveRegistration,
        eq(users.registration_token_hash, hashToken(registrationToken)),
        gt(users.registration_token_expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return user ?? null;
}

/**
 * POST /api/auth/activate-account with a phone and no code: sends a new code. The registration's own
 * device (it holds the registration token) hears what happened: a wait, or a failed send. Anyone else
 * hears the same answer for every phone, and a waiting registration gets its code after the answer.
 */
export async function resendActivationCode(
  deps: CodeDeps,
  rawPhone: string,
  registrationToken: string | undefined,
) {
  const proven = await findProvenRegistration(deps.db, rawPhone, registrationToken);
  if (proven) {
    const { sent } = await deliverCode(deps, proven, 'activation');
    if (!sent) throw new AppError('provider_unavailable', apiText('auth.resendFailed'));
    return;
  }
  const pending = await findPendingAccount(deps.db, rawPhone);
  if (!pending) return;
  setImmediate(() => {
    deliverCode(deps, pending, 'activation').catch((error: unknown) => {
      // A resend within a minute is refused quietly: the answer is the same for everyone.
      if (!(error instanceof AppError)) deps.log.error({ err: error }, 'activation code not delivered');
    });
  });
}

/**
 * POST /api/auth/activate-account with phone and token: verifies the phone and activates the account.
 * An unknown phone, a verified account and a wrong or expired code all get the same answer.
 *
 * A code activates only the registration it was sent for (record 0036): codes are kept per account and
 * deleted with a replaced registration, and the registering device's token, which the verification
 * screen sends, must be that registration's. So an owner whose registration was replaced by someone
 * else's, and who types the newest code on the phone, activates nothing.
 */
export async function activateAccount(
  deps: CodeDeps,
  rawPhone: string,
  token: string,
  registrationToken: string | undefined,
) {
  const user = await findPendingAccount(deps.db, rawPhone);
  if (!user) throw invalidCodeError('activation');
  if (registrationToken !== undefined && !isRegistrationOf(user, registrationToken)) {
    throw invalidCodeError('activation');
  }
  await checkCode(deps.db, { userId: user.id, purpose: 'activation', code: token, consume: true });
  const [activated] = await deps.db
    .update(users)
    .set({
      status: 'active',
      phone_verified_at: sql`now()`,
      registration_token_hash: null,
      registration_token_expires_at: null,
      updated_at: sql`now()`,
    })
    .where(and(eq(users.id, user.id), eq(users.status, 'inactive')))
    .returning({ id: users.id });
  // Replaced by a new registration for the phone while the code was checked.
  if (!activated) throw invalidCodeError('activation');
}

function isRegistrationOf(user: UserRow, registrationToken: string): boolean {
  const kept = user.registration_token_hash;
  return kept !== null && hashesMatch(kept, hashToken(registrationToken));
}

/**
 * POST /api/auth/change-phone: a not-yet-verified account moves to another number and gets a new code.
 * Only its registration's device may move it: without the registration token, or for a phone that
 * has no such registration, the answer is the same.
 */
export async function changePendingPhone(
  deps: CodeDeps,
  input: { currentPhone: string; newPhone: string; registrationToken: string | undefined },
  options: { beforeReplacing?: () => Promise<void> } = {},
) {
  const user = await findProvenRegistration(deps.db, input.currentPhone, input.registrationToken);
  if (!user) throw new AppError('not_found', REGISTRATION_NOT_FOUND);
  const phone = normalizePhone(input.newPhone);
  if (!phone) {
    throw new AppError('validation', fieldText('new_phone', apiText('auth.invalidNewPhone')), {
      errors: { new_phone: ['validation.regex'] },
    });
  }
  const inUse = new AppError('validation', fieldText('new_phone', apiText('auth.newPhoneInUse')), {
    errors: { new_phone: ['validation.unique'] },
  });
  // An unverified registration of the new number gives way, as to a new registration (record 0036).
  const holder = await findUserByPhone(deps.db, phone);
  if (holder) {
    // Its own number, or an account's that is verified.
    if (holder.id === user.id || !(await isPhoneHeldUnverified(deps.db, phone))) throw inUse;
    await options.beforeReplacing?.();
  }
  const [moved] = await deps.db
    .transaction(async (tx) => {
      await releaseUnverifiedHolds(tx, { phone });
      return tx
        .update(users)
        .set({ phone, updated_at: sql`now()` })
        .where(and(eq(users.id, user.id), eq(users.phone, user.phone), isLiveRegistration))
        .returning({ id: users.id });
    })
    .catch((error: unknown) => {
      // Another registration took the number meanwhile: the unique index decides.
      if (findSqlState(error) === SQLSTATE.uniqueViolation) throw inUse;
      throw error;
    });
  // Verified or moved meanwhile by a parallel call.
  if (!moved) throw new AppError('not_found', REGISTRATION_NOT_FOUND);
  // A new number gets its code at once, whatever was sent to the old one.
  await allowImmediateResend(deps.db, user.id, 'activation');
  const { sent } = await deliverCode(deps, { id: user.id, phone }, 'activation').catch(
    answerIfReplaced(inUse),
  );
  return { phone, codeSent: sent };
}
