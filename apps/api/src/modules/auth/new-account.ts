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

/**
 * A new account's identity columns, whoever creates it: the name trimmed, the phone canonical (62…),
 * the email lower case, each checked free (422 validation.unique under the field taken), the password
 * hashed. The insert that follows still answers a race through `rethrowUniqueViolation`.
 */
export async function newAccountValues(db: Db, input: NewAccountInput) {
  const phone = canonicalPhone(input.phone);
  const email = input.email ? input.email.trim().toLowerCase() : null;
  await assertAccountFree(db, { username: input.username, phone, email });
  return {
    name: input.name.trim(),
    username: input.username,
    email,
    phone,
    password_hash: await hashPassword(input.password),
  };
}
