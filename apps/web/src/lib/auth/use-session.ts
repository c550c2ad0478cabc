import { useMemo, useSyncExternalStore } from 'react';
import type { SessionUser } from '@/lib/auth/session-storage';
import { sessionStore } from '@/lib/auth/session-store';

export type Session = {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Admins (role 'admin') book over the counter and have no booking history or rewards (spec 1 §6). */
  isAdmin: boolean;
  /** Signed out by the user's own logout (which goes home), not by an expired or refused token. */
  endedByLogout: boolean;
};

/** The current session; re-renders on login, logout, profile updates and changes from other tabs. */
export function useSession(): Session {
  const { token, user, endedByLogout } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
  return useMemo(
    () => ({ token, user, isAuthenticated: Boolean(token), isAdmin: user?.role === 'admin', endedByLogout }),
    [token, user, endedByLogout],
  );
}
