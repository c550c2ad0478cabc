import type { MessageResponse } from '@ruangmain/domain/contracts/common';
import type { ChangePasswordRequest } from '@ruangmain/domain/contracts/customer';
import { apiClient } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** POST /api/customer/change-password: this session stays, the account's other sessions end. */
export const changePassword = (input: ChangePasswordRequest) =>
  apiClient.post<MessageResponse>('/api/customer/change-password', input);

export const useChangePassword = createMutationHook(changePassword);
