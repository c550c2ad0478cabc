import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type ChangePhoneInput = { current_phone: string; new_phone: string };
export type ChangePhoneResponse = { message?: string; phone?: string };

/** POST /api/auth/change-phone: moves an unverified registration to another number and sends it a code. */
export const changePhone = (input: ChangePhoneInput) =>
  apiClient.post<ChangePhoneResponse>('/api/auth/change-phone', input, { auth: false });

export const useChangePhone = (config?: MutationConfig<ChangePhoneResponse, ChangePhoneInput>) =>
  useMutation({ ...config, mutationFn: changePhone });
