import type { LoginRequest, LoginResponse } from '@ruangmain/domain/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** POST /api/auth/login. Sent without the stored token: it is about to be replaced. */
export const login = (input: LoginRequest) =>
  apiClient.post<LoginResponse>('/api/auth/login', input, { auth: false });

export const useLogin = createMutationHook(login);
