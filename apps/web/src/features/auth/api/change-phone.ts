import { type ChangePhoneRequest, changePhoneEndpoint } from '@ruangmain/domain/contracts/auth';
import { call } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** POST /api/auth/change-phone: moves an unverified registration to another number and sends it a code. */
export const changePhone = (input: ChangePhoneRequest) =>
  call(changePhoneEndpoint, { body: input, auth: false });

export const useChangePhone = createMutationHook(changePhone);
