import { normalizePhone } from '@ruangmain/domain/phone';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError, type FieldErrors, findSqlState, SQLSTATE } from '../../lib/errors';
import { apiText, fieldText, joinTexts } from '../../texts/local-text';

/** The registration's messages: 'The phone has already been taken.' */
const takenText = (field: string) => apiText('validation.taken', { field });

/** A typed 08… phone as stored (62…), or 422 under `phone`. */
export function canonicalPhone(typed: string): string {
  const phone = normalizePhone(typed);
  if (phone) return phone;
  throw new AppError('validation', fieldText('phone', apiText('auth.phoneMustStart08')), {
    errors: { phone: ['validation.regex'] },
  });
}

/** 422 validation.unique under each field, with the registration's messages. */
export function uniqueError(fields: string[]): AppError {
  const errors: FieldErrors = Object.fromEntries(fields.map((field) => [field, ['validation.unique']]));
  const message = joinTexts(fields.map((field) => fieldText(field, takenText(field))));
  return new AppError('validation', message, { errors });
}

/**
 * A new account's username (any case), phone (canonical 62…) and email (lower case) must be nobody's:
 * 422 validation.unique under each field taken, whoever creates the account (a registration, an admin).
 */
export async function assertAccountFree(
  db: Db,
  account: { username: string; phone: string; email: string | null },
): Promise<void> {
  const { username, phone, email } = account;
  const taken = await db
    .select({ username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        eq(users.phone, phone),
        ...(email ? [eq(sql`lower(${users.email})`, email)] : []),
      ),
    );
  const duplicates = [
    ...(email && taken.some((row) => row.email?.toLowerCase() === email) ? ['email'] : []),
    ...(taken.some((row) => row.username.toLowerCase() === username.toLowerCase()) ? ['username'] : []),
    ...(taken.some((row) => row.phone === phone) ? ['phone'] : []),
  ];
  if (duplicates.length > 0) throw uniqueError(duplicates);
}

/** Two creations racing for one value: the unique index decides, answered as the check above would. */
export function rethrowUniqueViolation(error: unknown): never {
  if (findSqlState(error) !== SQLSTATE.uniqueViolation) throw error;
  const detail = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error);
  throw uniqueError([detail.includes('email') ? 'email' : detail.includes('phone') ? 'phone' : 'username']);
}
