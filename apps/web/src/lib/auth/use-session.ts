import { isStaff } from '@ruangmain/domain/roles';
import { useMemo } from 'react';
import { useClientStore } from '@/hooks/use-client-store';
import type { SessionUser } from '@/lib/auth/session-storage';
import { sessionStore } from '@/lib/auth/session-store';

export type Session = {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /**
   * The venue's own people (front desk or admin, packages/domain roles): they book over the counter and
   * have no booking history or rewards (spec 1 §6).
   */
  isStaff: boolean;
  /** Signed out by the user's own logout (which goes home), not by an expired or refused token. */
  endedByLogout: boolean;
};

/** The current session; re-renders on login, logout, profile updates and changes from other tabs. */
export function useSession(): Session {
  const { token, user, endedByLogout } = useClientStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot(),
  );
  return useMemo(
    () => ({
      token,
      user,
      isAuthenticated: Boolean(token),
      isStaff: isStaff(user?.role ? { role: user.role } : null),
      endedByLogout,
    }),
    [token, user, endedByLogout],
  );
}
