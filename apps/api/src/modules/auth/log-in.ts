import type { LoginRequest } from '@ruangmain/domain/contracts/auth';
import { normalizePhone } from '@ruangmain/domain/phone';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { apiText } from '../../texts/local-text';
import { findUserByLogin, toPublicUser } from './auth.queries';
import { claimLoginTry, clearLoginFailures, type LoginSubject, recordLoginFailure } from './login-lockout';
import { createSession } from './sessions';

/** spec 1 §8: the web app shows the blocked text for messages containing this phrase. */
export const ACCOUNT_NOT_ACTIVE = apiText('auth.accountNotActive');
const INVALID_LOGIN = apiText('auth.invalidLogin');

// Verifying against a real hash when the user is unknown keeps the timing of both answers alike.
let dummyHash: Promise<string> | undefined;

export async function logIn(
  db: Db,
  input: LoginRequest,
  client: { userAgent?: string | undefined; ip?: string | undefined },
) {
  const identifier = (input.identifier || input.username || '').trim();
  const user = await findUserByLogin(db, identifier);
  // Failures count per account, whichever spelling named it; an unknown name counts alike.
  const subject: LoginSubject = user
    ? { userId: user.id }
    : { unknownName: normalizePhone(identifier) ?? identifier.toLowerCase() };
  const ip = client.ip ?? 'unknown';
  await claimLoginTry(db, subject, ip);
  dummyHash ??= hashPassword('not-a-real-password');
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyHash), input.password);
  if (!user || !passwordOk) {
    await recordLoginFailure(db, subject, ip);
    throw new AppError('unauthenticated', INVALID_LOGIN);
  }
  await clearLoginFailures(db, subject, ip);
  // Only after the password is right: an unverified or blocked account, reported as not active.
  if (user.status !== 'active') throw new AppError('forbidden', ACCOUNT_NOT_ACTIVE);

  const session = await createSession(db, { userId: user.id, remember: input.remember === true, ...client });
  return { token: session.token, expires_at: session.expiresAt.toISOString(), user: toPublicUser(user) };
}
