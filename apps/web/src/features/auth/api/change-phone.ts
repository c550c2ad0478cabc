import type { ChangePhoneRequest, ChangePhoneResponse } from '@ruangmain/domain/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** POST /api/auth/change-phone: moves an unverified registration to another number and sends it a code. */
export const changePhone = (input: ChangePhoneRequest) =>
  apiClient.post<ChangePhoneResponse>('/api/auth/change-phone', input, { auth: false });

export const useChangePhone = createMutationHook(changePhone);
