import type { UpdateProfileRequest } from '@ruangmain/domain/contracts/customer';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/accounts';
import { AppError, type FieldErrors } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { apiText, fieldText, joinTexts } from '../../texts/local-text';
import { toPublicUser, type UserRow } from '../auth/auth.queries';
import { revokeOtherSessions } from '../auth/sessions';

/** A session this young may change its password without giving the current one. */
export const RECENT_LOGIN_MS = 15 * 60_000;

type Caller = {
  account: Pick<UserRow, 'id' | 'role' | 'username' | 'password_hash'>;
  sessionId: number;
  now: Date;
};

/**
 * Saves the changed profile fields; a username or email another account uses answers 422. A team
 * account may neither take nor give up `reservedUsername`, the start-up admin's ADMIN_USERNAME (record
 * 0034): that name is the operator's setting, not a profile field. A new password (spec 2 §5) is taken
 * from a session that logged in within 15 minutes, or with the right `current_password`; it ends every
 * other session of the account, as the change-password call does.
 */
export async function updateProfile(
  db: Db,
  { account, sessionId, now }: Caller,
  changes: UpdateProfileRequest,
  reservedUsername: string,
) {
  if (account.role !== 'customer' && changes.username !== undefined) {
    assertKeepsReservedName(account.username, changes.username, reservedUsername);
  }
  if (changes.password !== undefined) {
    await assertMayChangePassword(db, { account, sessionId, now }, changes.current_password);
  }
  const userId = account.id;
  const email =
    changes.email === undefined ? undefined : changes.email ? changes.email.trim().toLowerCase() : null;
  const clashes = [
    ...(changes.username ? [eq(sql`lower(${users.username})`, changes.username.toLowerCase())] : []),
    ...(email ? [eq(sql`lower(${users.email})`, email)] : []),
  ];
  if (clashes.length > 0) {
    const taken = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(and(ne(users.id, userId), or(...clashes)));
    const errors: FieldErrors = {};
    if (
      changes.username &&
      taken.some((row) => row.username.toLowerCase() === changes.username?.toLowerCase())
    ) {
      errors.username = ['validation.unique'];
    }
    if (email && taken.some((row) => row.email?.toLowerCase() === email))
      errors.email = ['validation.unique'];
    if (Object.keys(errors).length > 0) {
      const message = joinTexts(
        Object.keys(errors).map((field) => fieldText(field, apiText('validation.taken', { field }))),
      );
      throw new AppError('validation', message, { errors });
    }
  }

  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
        ...(changes.username !== undefined ? { username: changes.username } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
        ...(changes.language !== undefined ? { language: changes.language } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (row && passwordHash !== undefined) await revokeOtherSessions(tx, userId, sessionId);
    return row;
  });
  if (!user) throw new AppError('not_found', apiText('account.userNotFound'));
  return toPublicUser(user);
}

/**
 * The current password, when given, must be right (422, as on change-password); without it, the
 * session must have logged in within RECENT_LOGIN_MS, else 403 asks for it.
 */
async function assertMayChangePassword(
  db: Db,
  { account, sessionId, now }: Caller,
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword !== undefined) {
    if (await verifyPassword(account.password_hash, currentPassword)) return;
    throw new AppError(
      'validation',
      fieldText('current_password', apiText('account.currentPasswordIncorrect')),
      {
        errors: { current_password: ['validation.current_password'] },
      },
    );
  }
  const [session] = await db
    .select({ created_at: sessions.created_at })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (session && now.getTime() - session.created_at.getTime() <= RECENT_LOGIN_MS) return;
  throw new AppError('forbidden', apiText('account.currentPasswordNeeded'), {
    errors: { current_password: ['validation.required'] },
  });
}

/** 422 under `username` when a rename would move the reserved name (any case) to or from this account. */
function assertKeepsReservedName(current: string, next: string, reserved: string): void {
  const isReserved = (name: string) => name.toLowerCase() === reserved.toLowerCase();
  if (isReserved(current) === isReserved(next)) return;
  const message = fieldText('username', apiText('account.reservedUsername', { username: reserved }));
  throw new AppError('validation', message, {
    errors: { username: [isReserved(next) ? 'validation.not_in' : 'validation.prohibited'] },
  });
}
