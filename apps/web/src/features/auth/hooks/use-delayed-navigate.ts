import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';

/**
 * Navigates after a pause (the spec's "goes to / after 1 second" and similar), so a success message
 * can be read first. Leaving the screen earlier cancels it.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, options?: NavigateOptions) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to, options), delayMs);
    },
    [navigate],
  );
}
