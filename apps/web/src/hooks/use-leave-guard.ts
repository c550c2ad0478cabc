import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '@/lib/navigation-blocker';

/**
 * Holds the user on the page while `isActive` (spec 2 §2 "Leave dialogs", §4): browser back and
 * in-app links are blocked so the page can ask first, and closing or reloading the tab gets the
 * browser's own warning. `release()` lifts the guard at once, before the page navigates by itself.
 */
export function useLeaveGuard(isActive: boolean) {
  const active = useRef(isActive);
  active.current = isActive;
  // Once released the guard stays down: the page is on its way out, whatever renders before it goes.
  const released = useRef(false);

  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) => active.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isActive) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return {
    isAsking: blocker.state === 'blocked',
    /** Closes the question and stays. */
    stay: () => blocker.reset?.(),
    /** Goes on with the blocked navigation. */
    proceed: () => {
      release();
      blocker.proceed?.();
    },
    release,
  };
}
