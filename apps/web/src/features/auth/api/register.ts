import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type RegisterInput = {
  name: string;
  username: string;
  email?: string;
  phone: string;
  password: string;
  password_confirmation: string;
};

/**
 * `phone` is the number the verification code went to; `registration_token` proves, later, that this
 * device made the registration (needed to change the number).
 */
export type RegisterResponse = { message?: string; phone?: string; registration_token?: string };

/** POST /api/auth/register: creates an inactive account and sends the OTP by WhatsApp. */
export const registerAccount = (input: RegisterInput) =>
  apiClient.post<RegisterResponse>('/api/auth/register', input, { auth: false });

export const useRegister = (config?: MutationConfig<RegisterResponse, RegisterInput>) =>
  useMutation({ ...config, mutationFn: registerAccount });
