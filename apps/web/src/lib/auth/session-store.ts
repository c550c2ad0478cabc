// The signed-in session as a tiny external store (spec 1 §4 "Session"): React reads it through
// useSession(); it persists through ./session-storage, where the API client also finds the token.
// It lives in lib/ because every customer feature (auth, profile, booking, rewards) needs it and
// features do not import each other.
import {
  clearStoredSession,
  EMPTY_SESSION,
  readStoredSession,
  SESSION_EXPIRES_KEY,
  SESSION_TOKEN_KEY,
  SESSION_USER_KEY,
  type SessionUser,
  type StoredSession,
  writeStoredSession,
} from '@/lib/auth/session-storage';

export type SessionSnapshot = StoredSession & {
  /**
   * The session ended by the user's own logout, which navigates home: guarded pages then wait for that
   * navigation instead of sending the user to /login.
   */
  endedByLogout: boolean;
};

let snapshot: SessionSnapshot = { ...readStoredSession(), endedByLogout: false };
/**
 * Nobody signed in: what the prerendered home page shows (docs/decisions/0006). Hydration starts from
 * it, then React re-renders with the stored session.
 */
const SIGNED_OUT: SessionSnapshot = { ...EMPTY_SESSION, endedByLogout: false };
const listeners = new Set<() => void>();

function publish(next: StoredSession, endedByLogout = false) {
  snapshot = { ...next, endedByLogout };
  for (const listener of listeners) listener();
}

const hasExpired = ({ expiresAt }: StoredSession) => {
  const time = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return Number.isFinite(time) && time <= Date.now();
};

export const sessionStore = {
  getSnapshot: (): SessionSnapshot => snapshot,
  getServerSnapshot: (): SessionSnapshot => SIGNED_OUT,
  /** The token to send, or null; a token past its expiry ends the session here. */
  getToken(): string | null {
    if (snapshot.token && hasExpired(snapshot)) sessionStore.clear();
    return snapshot.token;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** After a successful login; `expiresAt` is the server's expiry of the token. */
  signIn(token: string, user: SessionUser, expiresAt: string | null = null) {
    const next = { token, user, expiresAt };
    writeStoredSession(next);
    publish(next);
  },
  /** After the profile is (re)loaded or updated. Ignored when nobody is signed in any more. */
  updateUser(user: SessionUser) {
    // A refresh that finds the same user changes nothing, so no reader renders again.
    if (!snapshot.token || JSON.stringify(user) === JSON.stringify(snapshot.user)) return;
    const next = { ...snapshot, user };
    writeStoredSession(next);
    publish(next);
  },
  /** Token and user are removed: the user logged out, or the server no longer accepts the token. */
  clear({ isLogout = false }: { isLogout?: boolean } = {}) {
    clearStoredSession();
    if (snapshot.token || snapshot.user) publish(EMPTY_SESSION, isLogout);
  },
};

// Logging in or out in another tab applies here too. (No window when the home page is prerendered in
// Node at build time.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === SESSION_TOKEN_KEY ||
      event.key === SESSION_USER_KEY ||
      event.key === SESSION_EXPIRES_KEY
    ) {
      publish(readStoredSession());
    }
  });
}
