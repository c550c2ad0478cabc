// Holding the user on a page before an in-app navigation or the browser's back/forward (spec 2 §2
// "Leave dialogs"). The router (app/browser-router.tsx) asks `navigationBlocker.intercept` before
// each navigation; a page registers its rule with `useBlocker` and reads whether a navigation waits.
// React Router's own useBlocker needs its data router, which the app does not load (docs/decisions/0018).
import { useEffect, useId, useSyncExternalStore } from 'react';
import type { Location } from 'react-router';

export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A navigation held by the page's rule: `proceed()` lets it happen, `reset()` cancels it. */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed(): void; reset(): void }
  | { state: 'proceeding'; proceed?: undefined; reset?: undefined };

const UNBLOCKED: Blocker = { state: 'unblocked' };

let rule: { owner: string; shouldBlock: BlockerFunction } | null = null;
let current: Blocker = UNBLOCKED;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getSnapshot = () => current;
const getServerSnapshot = () => UNBLOCKED;

function publish(next: Blocker) {
  current = next;
  for (const listener of listeners) listener();
}

export const navigationBlocker = {
  /**
   * Called by the router before it moves from `currentLocation` to `nextLocation`. When the page's
   * rule holds the navigation, it returns true and keeps `go` for `proceed()`; the router then does
   * nothing (and, for back/forward, restores the address it left).
   */
  intercept(currentLocation: Location, nextLocation: Location, go: () => void): boolean {
    if (!rule || current.state === 'proceeding') return false;
    if (!rule.shouldBlock({ currentLocation, nextLocation })) return false;
    publish({
      state: 'blocked',
      proceed: () => {
        publish({ state: 'proceeding' });
        go();
      },
      reset: () => publish(UNBLOCKED),
    });
    return true;
  },
  /** Called by the router once a navigation has happened: a proceeding blocker is done. */
  settle() {
    if (current.state === 'proceeding') publish(UNBLOCKED);
  },
  /** The page's rule (one page at a time); `owner` names the page that set it. */
  setRule(owner: string, shouldBlock: BlockerFunction) {
    rule = { owner, shouldBlock };
  },
  /** Drops `owner`'s rule, and with it any navigation it holds. */
  clearRule(owner: string) {
    if (rule?.owner !== owner) return;
    rule = null;
    if (current.state !== 'unblocked') publish(UNBLOCKED);
  },
  getSnapshot,
};

/**
 * Blocks navigations away from the page while `shouldBlock` says so (one page at a time, like React
 * Router's useBlocker, whose shape this returns). The rule is read at navigation time.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const owner = useId();
  useEffect(() => {
    navigationBlocker.setRule(owner, shouldBlock);
    return () => navigationBlocker.clearRule(owner);
  }, [owner, shouldBlock]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
