// The forgot-password calls (spec 1 §4 "Forgot-password flow", §7).

import {
  type RequestResetTokenRequest,
  type ResetPasswordRequest,
  requestResetTokenEndpoint,
  resendResetTokenEndpoint,
  resetPasswordEndpoint,
  type VerifyResetTokenRequest,
  verifyResetTokenEndpoint,
} from '@ruangmain/domain/contracts/auth';
import { call } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** Step 1. The answer is the same whether or not the phone has an account. */
export const requestResetToken = (input: RequestResetTokenRequest) =>
  call(requestResetTokenEndpoint, { body: input, auth: false });

export const resendResetToken = (input: RequestResetTokenRequest) =>
  call(resendResetTokenEndpoint, { body: input, auth: false });

/** Step 2. */
export const verifyResetToken = (input: VerifyResetTokenRequest) =>
  call(verifyResetTokenEndpoint, { body: input, auth: false });

/** Step 3. */
export const resetPassword = (input: ResetPasswordRequest) =>
  call(resetPasswordEndpoint, { body: input, auth: false });

export const useRequestResetToken = createMutationHook(requestResetToken);

export const useResendResetToken = createMutationHook(resendResetToken);

export const useVerifyResetToken = createMutationHook(verifyResetToken);

export const useResetPassword = createMutationHook(resetPassword);
