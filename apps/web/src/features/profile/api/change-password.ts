import type { ChangePasswordRequest } from '@ruangmain/domain/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/customer/change-password: this session stays, the account's other sessions end. */
export const changePassword = (input: ChangePasswordRequest) =>
  apiClient.post<{ message?: string }>('/api/customer/change-password', input);

export const useChangePassword = (config?: MutationConfig<{ message?: string }, ChangePasswordRequest>) =>
  useMutation({ ...config, mutationFn: changePassword });
