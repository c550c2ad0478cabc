/**
 * A JSON value kept in sessionStorage under `key`, for what a page must still know after a reload
 * (a payment under way). Storage may be refused (private mode) or hold something unreadable: then
 * nothing is read, and writing keeps nothing; the page goes on with what it holds in memory.
 */
export function sessionItem<T>(key: string) {
  const attempt = <R>(action: (storage: Storage) => R, otherwise: R): R => {
    try {
      return action(window.sessionStorage);
    } catch {
      return otherwise;
    }
  };
  return {
    /** The stored value as it was written, or null; the caller checks what it needs of it. */
    read: (): Partial<T> | null =>
      attempt((storage) => {
        const raw = storage.getItem(key);
        return raw ? (JSON.parse(raw) as Partial<T>) : null;
      }, null),
    write: (value: T) => attempt((storage) => storage.setItem(key, JSON.stringify(value)), undefined),
    clear: () => attempt((storage) => storage.removeItem(key), undefined),
  };
}
