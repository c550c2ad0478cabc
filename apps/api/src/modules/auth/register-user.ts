import type { RegisterRequest } from '@ruangmain/domain/contracts/auth';
import { users } from '../../db/schema';
import { generateToken, hashToken } from '../../lib/tokens';
import { rethrowUniqueViolation } from './account-uniqueness';
import { type CodeDeps, deliverCode } from './deliver-code';
import { newAccountValues } from './new-account';

/**
 * How long the registration token proves who made a registration: the time to verify the phone or
 * change a mistyped number (record 0013).
 */
export const REGISTRATION_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Creates an inactive customer account and sends its activation code (spec 1 §2 Register, §4). A
 * taken username, email or phone answers 422 validation.unique under that field. The answer carries a
 * registration token: the proof, kept by the registering device, needed to change the number.
 */
export async function registerUser(deps: CodeDeps, input: RegisterRequest) {
  const { db } = deps;
  const account = await newAccountValues(db, input);
  const registrationToken = generateToken();
  const user = await db
    .insert(users)
    .values({
      ...account,
      registration_token_hash: hashToken(registrationToken),
      registration_token_expires_at: new Date(Date.now() + REGISTRATION_TOKEN_LIFETIME_MS),
    })
    .returning({ id: users.id, phone: users.phone })
    .then((rows) => rows[0])
    .catch(rethrowUniqueViolation);
  if (!user) throw new Error('insert returned no row');

  const { sent } = await deliverCode(deps, user, 'activation');
  return { phone: account.phone, codeSent: sent, registrationToken };
}
