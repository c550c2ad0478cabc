// Persistence of the signed-in session (spec 1 §3/§4): the token and the user live in localStorage
// under `token` and `user`. The API client reads the token from here; the reactive store and
// `useSession()` live in features/auth.

export const SESSION_TOKEN_KEY = 'token';
export const SESSION_USER_KEY = 'user';

/** The user as the session keeps it (spec 1 §3 "User (session)"); other fields are passed through. */
export type SessionUser = {
  id: number | string;
  name?: string | null;
  username?: string | null;
  phone?: string | null;
  /** 'admin' for staff; anything else is a customer. */
  role?: string | null;
  total_points?: number | null;
  [field: string]: unknown;
};

export type StoredSession = { token: string | null; user: SessionUser | null };

const isSessionUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (typeof (value as { id?: unknown }).id === 'number' || typeof (value as { id?: unknown }).id === 'string');

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the session then only lasts for this page view.
  }
}

export function readStoredToken(): string | null {
  const token = safeGet(SESSION_TOKEN_KEY);
  return token ? token : null;
}

/** The stored user, or null. A corrupt value is removed (spec 1 §4 "Session"). */
export function readStoredUser(): SessionUser | null {
  const raw = safeGet(SESSION_USER_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionUser(parsed)) return parsed;
  } catch {
    // fall through: not JSON
  }
  safeSet(SESSION_USER_KEY, null);
  return null;
}

export function readStoredSession(): StoredSession {
  return { token: readStoredToken(), user: readStoredUser() };
}

export function writeStoredSession(session: StoredSession) {
  safeSet(SESSION_TOKEN_KEY, session.token);
  safeSet(SESSION_USER_KEY, session.user ? JSON.stringify(session.user) : null);
}

export function clearStoredSession() {
  safeSet(SESSION_TOKEN_KEY, null);
  safeSet(SESSION_USER_KEY, null);
}
