import { type LoginRequest, loginEndpoint } from '@ruangmain/domain/contracts/auth';
import { call } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';

/** POST /api/auth/login. Sent without the stored token: it is about to be replaced. */
export const login = (input: LoginRequest) => call(loginEndpoint, { body: input, auth: false });

export const useLogin = createMutationHook(login);
