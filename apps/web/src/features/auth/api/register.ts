import type { RegisterRequest, RegisterResponse } from '@ruangmain/domain/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** POST /api/auth/register: creates an inactive account and sends the OTP by WhatsApp. */
export const registerAccount = (input: RegisterRequest) =>
  apiClient.post<RegisterResponse>('/api/auth/register', input, { auth: false });

export const useRegister = createMutationHook(registerAccount);
