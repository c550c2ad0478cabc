// The forgot-password calls (spec 1 §4 "Forgot-password flow", §7).

import type {
  RequestResetTokenRequest,
  ResetPasswordRequest,
  VerifyResetTokenRequest,
} from '@ruangmain/domain/contracts/auth';
import type { MessageResponse } from '@ruangmain/domain/contracts/common';
import { apiClient } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** Step 1. The answer is the same whether or not the phone has an account. */
export const requestResetToken = (input: RequestResetTokenRequest) =>
  apiClient.post<MessageResponse>('/api/auth/request-reset-token', input, { auth: false });

export const resendResetToken = (input: RequestResetTokenRequest) =>
  apiClient.post<MessageResponse>('/api/auth/resend-reset-token', input, { auth: false });

/** Step 2. */
export const verifyResetToken = (input: VerifyResetTokenRequest) =>
  apiClient.post<MessageResponse>('/api/auth/verify-reset-token', input, { auth: false });

/** Step 3. */
export const resetPassword = (input: ResetPasswordRequest) =>
  apiClient.post<MessageResponse>('/api/auth/reset-password', input, { auth: false });

export const useRequestResetToken = createMutationHook(requestResetToken);

export const useResendResetToken = createMutationHook(resendResetToken);

export const useVerifyResetToken = createMutationHook(verifyResetToken);

export const useResetPassword = createMutationHook(resetPassword);
