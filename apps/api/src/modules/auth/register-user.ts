import type { RegisterRequest } from '@ruangmain/domain/contracts/auth';
import { users } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import { assertAccountFree, rethrowUniqueViolation, uniqueError } from './account-uniqueness';
import { type CodeDeps, deliverCode } from './deliver-code';
import { accountIdentity } from './new-account';
import {
  answerIfReplaced,
  isPhoneHeldUnverified,
  REGISTRATION_TOKEN_LIFETIME_MS,
  releaseUnverifiedHolds,
} from './unverified-registrations';

/**
 * Creates an inactive customer account and sends its activation code (spec 1 §2 Register, §4). It
 * replaces an unverified registration of the same phone, and takes the username and email of expired
 * ones (record 0036); otherwise a taken username, email or phone answers 422 validation.unique under
 * that field. The answer carries a registration token: the proof, kept by the registering device,
 * needed to change the number and to verify it.
 *
 * `beforeReplacing` runs first when the phone is held by an unverified registration: each
 * replacement sends the phone another code, so the caller limits them per phone.
 */
export async function registerUser(
  deps: CodeDeps,
  input: RegisterRequest,
  options: { beforeReplacing?: () => Promise<void> } = {},
) {
  const { db } = deps;
  const identity = accountIdentity(input);
  if (options.beforeReplacing && (await isPhoneHeldUnverified(db, identity.phone))) {
    await options.beforeReplacing();
  }
  const passwordHash = await hashPassword(input.password);
  const registrationToken = generateToken();
  const user = await db
    .transaction(async (tx) => {
      await releaseUnverifiedHolds(tx, identity);
      await assertAccountFree(tx, identity);
      const [inserted] = await tx
        .insert(users)
        .values({
          ...identity,
          password_hash: passwordHash,
          registration_token_hash: hashToken(registrationToken),
          registration_token_expires_at: new Date(Date.now() + REGISTRATION_TOKEN_LIFETIME_MS),
        })
        .returning({ id: users.id, phone: users.phone });
      return inserted;
    })
    .catch(rethrowUniqueViolation);
  if (!user) throw new Error('insert returned no row');

  const { sent } = await deliverCode(deps, user, 'activation').catch(
    answerIfReplaced(uniqueError(['phone'])),
  );
  return { phone: identity.phone, codeSent: sent, registrationToken };
}
