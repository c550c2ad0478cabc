import { type ChangePasswordRequest, changePasswordEndpoint } from '@ruangmain/domain/contracts/customer';
import { call } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** POST /api/customer/change-password: this session stays, the account's other sessions end. */
export const changePassword = (input: ChangePasswordRequest) => call(changePasswordEndpoint, { body: input });

export const useChangePassword = createMutationHook(changePassword);
