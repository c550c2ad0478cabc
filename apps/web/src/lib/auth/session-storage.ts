// Persistence of the signed-in session (spec 1 §3/§4): the token and the user live in localStorage
// under `token` and `user`; `tokenExpiresAt` keeps the server's expiry ('Remember me' gives a longer
// one), so a lapsed session is dropped instead of being sent. ./session-store keeps it in memory for
// React and the API client.

import type { PublicUser } from '@ruangmain/domain/contracts/auth';

export const SESSION_TOKEN_KEY = 'token';
export const SESSION_USER_KEY = 'user';
export const SESSION_EXPIRES_KEY = 'tokenExpiresAt';

/**
 * The user as the session keeps it (spec 1 §3 "User (session)"): the API's user, as login and the
 * profile answer it. Read back from storage (written by an older version, or by hand), any field but
 * the id may be missing, and other fields are passed through.
 */
export type SessionUser = { [Field in keyof PublicUser]?: PublicUser[Field] | null } & {
  id: PublicUser['id'] | string;
  [field: string]: unknown;
};

export type StoredSession = {
  token: string | null;
  user: SessionUser | null;
  /** ISO time the token stops working, when the server said. */
  expiresAt: string | null;
};

export const EMPTY_SESSION: StoredSession = { token: null, user: null, expiresAt: null };

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

const hasExpired = (expiresAt: string | null) => {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return Number.isFinite(time) && time <= Date.now();
};

/** The stored token, or null; an expired one is removed with its session. */
export function readStoredToken(): string | null {
  const token = safeGet(SESSION_TOKEN_KEY);
  if (!token) return null;
  if (hasExpired(safeGet(SESSION_EXPIRES_KEY))) {
    clearStoredSession();
    return null;
  }
  return token;
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
  const token = readStoredToken();
  if (!token) return EMPTY_SESSION;
  return { token, user: readStoredUser(), expiresAt: safeGet(SESSION_EXPIRES_KEY) };
}

export function writeStoredSession(session: StoredSession) {
  safeSet(SESSION_TOKEN_KEY, session.token);
  safeSet(SESSION_USER_KEY, session.user ? JSON.stringify(session.user) : null);
  safeSet(SESSION_EXPIRES_KEY, session.expiresAt);
}

export function clearStoredSession() {
  safeSet(SESSION_TOKEN_KEY, null);
  safeSet(SESSION_USER_KEY, null);
  safeSet(SESSION_EXPIRES_KEY, null);
}
