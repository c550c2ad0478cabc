import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { SessionUser } from '@/lib/auth/session-storage';
import type { MutationConfig } from '@/lib/query-client';

export type LoginInput = {
  /** A username or a phone number (spec 1 §7). */
  identifier: string;
  password: string;
  /** 'Remember me': the server gives the token a longer life. */
  remember: boolean;
};

export type LoginResponse = { token: string; user: SessionUser; expires_at?: string | null };

/** POST /api/auth/login. Sent without the stored token: it is about to be replaced. */
export const login = (input: LoginInput) =>
  apiClient.post<LoginResponse>('/api/auth/login', input, { auth: false });

export const useLogin = (config?: MutationConfig<LoginResponse, LoginInput>) =>
  useMutation({ ...config, mutationFn: login });
