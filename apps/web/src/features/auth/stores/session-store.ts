// The signed-in session as a tiny external store (spec 1 §4 "Session"): React reads it through
// useSession(); it persists through lib/session-storage, where the API client also finds the token.
import {
  clearStoredSession,
  readStoredSession,
  SESSION_TOKEN_KEY,
  SESSION_USER_KEY,
  type SessionUser,
  type StoredSession,
  writeStoredSession,
} from '@/lib/session-storage';

let snapshot: StoredSession = readStoredSession();
const listeners = new Set<() => void>();

function publish(next: StoredSession) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getSnapshot: (): StoredSession => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** After a successful login. */
  signIn(token: string, user: SessionUser) {
    const next = { token, user };
    writeStoredSession(next);
    publish(next);
  },
  /** After the profile is (re)loaded or updated. */
  updateUser(user: SessionUser) {
    const next = { token: snapshot.token, user };
    writeStoredSession(next);
    publish(next);
  },
  /** Logout: token and user are removed. */
  clear() {
    clearStoredSession();
    publish({ token: null, user: null });
  },
};

// Logging in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === SESSION_TOKEN_KEY || event.key === SESSION_USER_KEY) {
    publish(readStoredSession());
  }
});
