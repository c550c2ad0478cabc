import type { ChangePhoneRequest } from '@ruangmain/domain/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** The form's two phones and the registration token kept since registering. */
export type ChangePhoneInput = ChangePhoneRequest;
export type ChangePhoneResponse = { message?: string; phone?: string };

/** POST /api/auth/change-phone: moves an unverified registration to another number and sends it a code. */
export const changePhone = (input: ChangePhoneInput) =>
  apiClient.post<ChangePhoneResponse>('/api/auth/change-phone', input, { auth: false });

export const useChangePhone = (config?: MutationConfig<ChangePhoneResponse, ChangePhoneInput>) =>
  useMutation({ ...config, mutationFn: changePhone });
