import { type ReactNode, startTransition, useEffect, useState } from 'react';

type DeferredProps = {
  children: ReactNode;
  /** Shown until then, the size of what comes, so nothing below it moves; none by default. */
  fallback?: ReactNode;
};

/**
 * Renders its children in a transition after the rest of the page has been committed: a long page's
 * first screen is put on screen (and laid out) in one task and what lies below it in the next, instead
 * of both in one long task a slow phone cannot answer a tap during (docs/decisions/0033).
 */
export function Deferred({ children, fallback = null }: DeferredProps) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    startTransition(() => setIsShown(true));
  }, []);
  return isShown ? children : fallback;
}
