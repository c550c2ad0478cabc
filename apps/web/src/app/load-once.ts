// What the app loads on demand (route modules, layouts, the query cache) loads once. Each load's
// promise carries its outcome the way React's `use` reads it (`status`, `value`): a module loaded
// before the render (the first page, docs/decisions/0018) renders at once instead of suspending, so
// React can hydrate it.
import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

export type Tracked<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

const loads = new Map<string, Tracked<unknown>>();

/** `load()`'s promise under `key`, shared by every caller; a failed load is tried again by the next one. */
export function loadOnce<T>(key: string, load: () => Promise<T>): Tracked<T> {
  const known = loads.get(key) as Tracked<T> | undefined;
  if (known) return known;
  const promise: Tracked<T> = Object.assign(load(), { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
      loads.delete(key);
    },
  );
  loads.set(key, promise);
  return promise;
}

/** What the load under `key` gave when it has finished, else undefined (nothing is loaded). */
export function peekLoaded<T>(key: string): T | undefined {
  const known = loads.get(key) as Tracked<T> | undefined;
  return known?.status === 'fulfilled' ? known.value : undefined;
}
