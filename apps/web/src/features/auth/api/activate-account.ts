import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type MessageResponse = { message?: string };

export type ActivateAccountInput = { phone: string; token: string };

/** POST /api/auth/activate-account with the code: activates the account. */
export const activateAccount = (input: ActivateAccountInput) =>
  apiClient.post<MessageResponse>('/api/auth/activate-account', input, { auth: false });

/** POST /api/auth/activate-account with the phone only: sends a new code (once a minute). */
export const resendActivationCode = (input: { phone: string }) =>
  apiClient.post<MessageResponse>('/api/auth/activate-account', input, { auth: false });

export const useActivateAccount = (config?: MutationConfig<MessageResponse, ActivateAccountInput>) =>
  useMutation({ ...config, mutationFn: activateAccount });

export const useResendActivationCode = (config?: MutationConfig<MessageResponse, { phone: string }>) =>
  useMutation({ ...config, mutationFn: resendActivationCode });
