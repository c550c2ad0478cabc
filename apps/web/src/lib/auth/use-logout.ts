import { logoutEndpoint } from '@ruangmain/domain/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { call } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';

/**
 * POST /api/auth/logout with the token to end. It is passed explicitly because the session is cleared
 * before the answer arrives; a failure (already expired, offline) is ignored: the server forgets the
 * token on its own.
 */
const endServerSession = (token: string) =>
  call(logoutEndpoint, { auth: false, headers: { Authorization: `Bearer ${token}` } });

/**
 * Logout (spec 1 §4): ends the session on the server, clears the session and the cached server data,
 * and goes to '/'. The local part does not wait for the call, so it also works offline or when the
 * token is already dead.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: endSession } = useMutation({ mutationFn: endServerSession });
  return useCallback(() => {
    const { token } = sessionStore.getSnapshot();
    if (token) endSession(token);
    // Marked as a logout, guarded pages (RequireSession) let this navigation home happen instead of
    // sending the user to /login.
    sessionStore.clear({ isLogout: true });
    queryClient.clear();
    void navigate(paths.home.getHref());
  }, [endSession, navigate, queryClient]);
}
