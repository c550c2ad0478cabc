import type { UpdateProfileRequest } from '@ruangmain/domain/contracts/customer';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError, type FieldErrors } from '../../lib/errors';
import { toPublicUser, type UserRow } from '../auth/auth.queries';

/**
 * Saves the changed profile fields; a username or email another account uses answers 422. A team
 * account may neither take nor give up `reservedUsername`, the start-up admin's ADMIN_USERNAME (record
 * 0034): that name is the operator's setting, not a profile field.
 */
export async function updateProfile(
  db: Db,
  account: Pick<UserRow, 'id' | 'role' | 'username'>,
  changes: UpdateProfileRequest,
  reservedUsername: string,
) {
  if (account.role !== 'customer' && changes.username !== undefined) {
    assertKeepsReservedName(account.username, changes.username, reservedUsername);
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
      const message = Object.keys(errors)
        .map((field) => `${field}: The ${field} has already been taken.`)
        .join('; ');
      throw new AppError('validation', message, { errors });
    }
  }

  const [user] = await db
    .update(users)
    .set({
      ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
      ...(changes.username !== undefined ? { username: changes.username } : {}),
      ...(email !== undefined ? { email } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('not_found', 'User not found');
  return toPublicUser(user);
}

/** 422 under `username` when a rename would move the reserved name (any case) to or from this account. */
function assertKeepsReservedName(current: string, next: string, reserved: string): void {
  const isReserved = (name: string) => name.toLowerCase() === reserved.toLowerCase();
  if (isReserved(current) === isReserved(next)) return;
  const message = `username: The username ${reserved} belongs to the start-up admin account; it is changed only by the ADMIN_USERNAME setting.`;
  throw new AppError('validation', message, {
    errors: { username: [isReserved(next) ? 'validation.not_in' : 'validation.prohibited'] },
  });
}
