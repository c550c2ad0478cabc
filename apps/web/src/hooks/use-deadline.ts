import { useEffect, useRef } from 'react';

// setTimeout's longest delay; a later deadline is re-armed when this one fires.
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Calls `onExpire` once when the clock reaches `deadline` (epoch ms); null disarms it. A deadline
 * already past fires at once, so a page reloaded after its time still ends.
 */
export function useDeadline(deadline: number | null, onExpire: () => void) {
  const latest = useRef(onExpire);
  latest.current = onExpire;

  useEffect(() => {
    if (deadline === null) return;
    let timer: number;
    const arm = () => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) latest.current();
      else timer = window.setTimeout(arm, Math.min(remaining, MAX_DELAY_MS));
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [deadline]);
}
