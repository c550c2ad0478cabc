import type { RegisterRequest } from '@ruangmain/domain/contracts/auth';
import { normalizePhone } from '@ruangmain/domain/phone';
import { eq, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError, type FieldErrors, findSqlState, SQLSTATE } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import { type CodeDeps, deliverCode } from './deliver-code';

const UNIQUE_MESSAGES: Record<string, string> = {
  email: 'The email has already been taken.',
  username: 'The username has already been taken.',
  phone: 'The phone has already been taken.',
};

/**
 * How long the registration token proves who made a registration: the time to verify the phone or
 * change a mistyped number (record 0013).
 */
export const REGISTRATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

function uniqueError(fields: string[]): AppError {
  const errors: FieldErrors = Object.fromEntries(fields.map((field) => [field, ['validation.unique']]));
  const message = fields.map((field) => `${field}: ${UNIQUE_MESSAGES[field]}`).join('; ');
  return new AppError('validation', message, { errors });
}

/**
 * Creates an inactive customer account and sends its activation code (spec 1 §2 Register, §4). A
 * taken username, email or phone answers 422 validation.unique under that field. The answer carries a
 * registration token: the proof, kept by the registering device, needed to change the number.
 */
export async function registerUser(deps: CodeDeps, input: RegisterRequest) {
  const phone = normalizePhone(input.phone);
  if (!phone) {
    throw new AppError('validation', "phone: Phone number must start with '08' for Indonesian numbers", {
      errors: { phone: ['validation.regex'] },
    });
  }
  const email = input.email ? input.email.trim().toLowerCase() : null;
  const { db } = deps;

  const taken = await db
    .select({ username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        eq(users.phone, phone),
        ...(email ? [eq(sql`lower(${users.email})`, email)] : []),
      ),
    );
  const duplicates = [
    ...(email && taken.some((row) => row.email?.toLowerCase() === email) ? ['email'] : []),
    ...(taken.some((row) => row.username.toLowerCase() === input.username.toLowerCase()) ? ['username'] : []),
    ...(taken.some((row) => row.phone === phone) ? ['phone'] : []),
  ];
  if (duplicates.length > 0) throw uniqueError(duplicates);

  const passwordHash = await hashPassword(input.password);
  const registrationToken = generateToken();
  const user = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      username: input.username,
      email,
      phone,
      password_hash: passwordHash,
      registration_token_hash: hashToken(registrationToken),
      registration_token_expires_at: new Date(Date.now() + REGISTRATION_TOKEN_LIFETIME_MS),
    })
    .returning({ id: users.id, phone: users.phone })
    .then((rows) => rows[0])
    .catch((error: unknown) => {
      // Two registrations racing for one value: the unique index decides.
      if (findSqlState(error) !== SQLSTATE.uniqueViolation) throw error;
      const detail = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error);
      throw uniqueError([
        detail.includes('email') ? 'email' : detail.includes('phone') ? 'phone' : 'username',
      ]);
    });
  if (!user) throw new Error('insert returned no row');

  const { sent } = await deliverCode(deps, user, 'activation');
  return { phone, codeSent: sent, registrationToken };
}
