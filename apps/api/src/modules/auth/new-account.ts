import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { assertAccountFree, canonicalPhone } from './account-uniqueness';

/** What a registration or an admin types for a new account. */
export type NewAccountInput = {
  name: string;
  username: string;
  email?: string | null | undefined;
  phone: string;
  password: string;
};

/** A new account's identity columns as stored: the name trimmed, the phone canonical (62…), the email lower case. */
export function accountIdentity(input: Omit<NewAccountInput, 'password'>) {
  return {
    name: input.name.trim(),
    username: input.username,
    email: input.email ? input.email.trim().toLowerCase() : null,
    phone: canonicalPhone(input.phone),
  };
}

/**
 * A new account's identity columns, whoever creates it, each checked free (422 validation.unique under
 * the field taken), and the password hashed. The insert that follows still answers a race through
 * `rethrowUniqueViolation`.
 */
export async function newAccountValues(db: Db, input: NewAccountInput) {
  const identity = accountIdentity(input);
  await assertAccountFree(db, identity);
  return { ...identity, password_hash: await hashPassword(input.password) };
}
