// Reset by link (spec 1 §2 "/reset-password/{token}"): the link from the reset message is checked,
// then really resets the password (../shared/DESIGN.md: the spec's stub is built for real).
import {
  getResetLinkEndpoint,
  type ResetPasswordLinkRequest,
  resetPasswordLinkEndpoint,
} from '@ruangmain/domain/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { createMutationHook } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/auth/reset-link/{token}: 200 `{ valid: true }`, or 404 for an unknown, used or expired link. */
export const getResetLink = (token: string, signal?: AbortSignal) =>
  call(getResetLinkEndpoint, { params: { token }, auth: false, signal });

export const useResetLink = (token: string | undefined) =>
  useQuery({
    queryKey: queryKeys.auth.resetLink(token ?? ''),
    queryFn: ({ signal }) => getResetLink(token ?? '', signal),
    enabled: Boolean(token),
    staleTime: 0,
    gcTime: 0,
  });

export const resetPasswordByLink = (input: ResetPasswordLinkRequest) =>
  call(resetPasswordLinkEndpoint, { body: input, auth: false });

export const useResetPasswordByLink = createMutationHook(resetPasswordByLink);
