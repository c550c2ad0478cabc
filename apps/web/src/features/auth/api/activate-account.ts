import { type ActivateAccountRequest, activateAccountEndpoint } from '@ruangmain/domain/contracts/auth';
import { call } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** The phone, its code and this device's registration token (record 0036). */
export type ActivateAccountInput = Pick<ActivateAccountRequest, 'phone' | 'registration_token'> &
  Required<Pick<ActivateAccountRequest, 'token'>>;

/** POST /api/auth/activate-account with the code: activates the account. */
export const activateAccount = (input: ActivateAccountInput) =>
  call(activateAccountEndpoint, { body: input, auth: false });

/**
 * POST /api/auth/activate-account without a code: sends a new code (once a minute). With the
 * registration token the answer says when to wait or that the send failed.
 */
export type ResendActivationInput = Omit<ActivateAccountRequest, 'token'>;

export const resendActivationCode = (input: ResendActivationInput) =>
  call(activateAccountEndpoint, { body: input, auth: false });

export const useActivateAccount = createMutationHook(activateAccount);

export const useResendActivationCode = createMutationHook(resendActivationCode);
