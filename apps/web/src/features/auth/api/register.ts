import { type RegisterRequest, registerEndpoint } from '@ruangmain/domain/contracts/auth';
import { call } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** POST /api/auth/register: creates an inactive account and sends the OTP by WhatsApp. */
export const registerAccount = (input: RegisterRequest) =>
  call(registerEndpoint, { body: input, auth: false });

export const useRegister = createMutationHook(registerAccount);
