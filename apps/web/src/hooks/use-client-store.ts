import { useSyncExternalStore } from 'react';
import { useIsHydrated } from '@/hooks/use-is-hydrated';

/**
 * `useSyncExternalStore` for a store only the browser can read (localStorage, media queries). While a
 * prerendered page is hydrated it gives `prerenderedValue`, what the build rendered; the browser's value
 * follows with the hydration gate's transition, which React renders in short tasks. (Given a server
 * snapshot that differs from the browser's, React would instead re-render every reader at once, in one
 * long task, right after hydrating: docs/decisions/0033.)
 */
export function useClientStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  prerenderedValue: T,
): T {
  const isHydrated = useIsHydrated();
  // Hydration reads the browser's value too, so React finds nothing changed once it is done. (The build's
  // prerender has no browser: it reads `prerenderedValue`.)
  const value = useSyncExternalStore(subscribe, getSnapshot, () =>
    typeof window === 'undefined' ? prerenderedValue : getSnapshot(),
  );
  return isHydrated ? value : prerenderedValue;
}
