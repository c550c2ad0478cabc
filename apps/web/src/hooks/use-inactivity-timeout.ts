import { useEffect, useRef } from 'react';

// What counts as the user being there. Pointer moves are many; they only reset the clock once a second.
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll', 'pointermove'] as const;
const MOVE_THROTTLE_MS = 1000;

/**
 * Calls `onTimeout` after `timeoutMs` without user activity on the page while `enabled` (spec 2 §9
 * "inactivity timeout 10 minutes"). Disabling and re-enabling starts the clock over.
 */
export function useInactivityTimeout({
  enabled,
  timeoutMs,
  onTimeout,
}: {
  enabled: boolean;
  timeoutMs: number;
  onTimeout: () => void;
}) {
  const latest = useRef(onTimeout);
  latest.current = onTimeout;

  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(() => latest.current(), timeoutMs);
    let lastReset = Date.now();
    const reset = (event: Event) => {
      const now = Date.now();
      if (event.type === 'pointermove' && now - lastReset < MOVE_THROTTLE_MS) return;
      lastReset = now;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => latest.current(), timeoutMs);
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, reset, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, reset, { capture: true });
    };
  }, [enabled, timeoutMs]);
}
