/**
 * A JSON value kept in sessionStorage under `key`, for what a page must still know after a reload
 * (a payment under way). Storage may be refused (private mode) or hold something unreadable: then
 * nothing is read, and writing keeps nothing; the page goes on with what it holds in memory.
 *
 * With `backupMs`, each write is also kept in localStorage with its time, and a tab whose own
 * sessionStorage has nothing (the browser discarded it while the customer paid in an e-wallet app, or
 * a new tab) reads that copy while it is younger than `backupMs` (spec 2 §9 "mobile backup").
 */
/** spec 2 §9 "Time limits": the mobile backup of a payment under way is valid 10 minutes. */
export const PAYMENT_BACKUP_MS = 10 * 60_000;

export function sessionItem<T>(key: string, { backupMs }: { backupMs?: number } = {}) {
  const attempt = <R>(action: () => R, otherwise: R): R => {
    try {
      return action();
    } catch {
      return otherwise;
    }
  };
  const backupKey = `${key}.backup`;
  const readBackup = (now: number): Partial<T> | null =>
    attempt(() => {
      if (backupMs === undefined) return null;
      const raw = window.localStorage.getItem(backupKey);
      if (!raw) return null;
      const { savedAt, value } = JSON.parse(raw) as { savedAt?: unknown; value?: Partial<T> };
      const age = typeof savedAt === 'number' ? now - savedAt : Number.NaN;
      if (age >= 0 && age <= backupMs && value) return value;
      window.localStorage.removeItem(backupKey);
      return null;
    }, null);
  return {
    /** The stored value as it was written, or null; the caller checks what it needs of it. */
    read: (now = Date.now()): Partial<T> | null =>
      attempt(() => {
        const raw = window.sessionStorage.getItem(key);
        return raw ? (JSON.parse(raw) as Partial<T>) : null;
      }, null) ?? readBackup(now),
    write: (value: T, now = Date.now()) => {
      attempt(() => window.sessionStorage.setItem(key, JSON.stringify(value)), undefined);
      if (backupMs !== undefined) {
        attempt(
          () => window.localStorage.setItem(backupKey, JSON.stringify({ savedAt: now, value })),
          undefined,
        );
      }
    },
    clear: () => {
      attempt(() => window.sessionStorage.removeItem(key), undefined);
      if (backupMs !== undefined) attempt(() => window.localStorage.removeItem(backupKey), undefined);
    },
  };
}
