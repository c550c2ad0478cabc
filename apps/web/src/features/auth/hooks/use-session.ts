import { useMemo, useSyncExternalStore } from 'react';
import { sessionStore } from '@/features/auth/stores/session-store';
import type { SessionUser } from '@/lib/session-storage';

export type Session = {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Admins (role 'admin') book over the counter and have no booking history or rewards (spec 1 §6). */
  isAdmin: boolean;
};

/** The current session; re-renders on login, logout and changes from other tabs. */
export function useSession(): Session {
  const { token, user } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  );
  return useMemo(
    () => ({ token, user, isAuthenticated: Boolean(token), isAdmin: user?.role === 'admin' }),
    [token, user],
  );
}
