import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { IsHydratedContext } from '@/hooks/use-is-hydrated';

type HydrationGateProps = {
  /** The page is being prerendered, or React is hydrating the prerendered markup. */
  isHydrating: boolean;
  children: ReactNode;
};

/**
 * A prerendered page holds only its first paint (docs/decisions/0006, 0018): a route's Shell, the home
 * page's first screen. What comes after waits for `useIsHydrated()`. It turns true once hydration is
 * done, in a transition, so that content renders in short tasks; a page rendered in the browser from
 * the start has it true at once.
 */
export function HydrationGate({ isHydrating, children }: HydrationGateProps) {
  const [isHydrated, setIsHydrated] = useState(!isHydrating);
  useEffect(() => {
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return <IsHydratedContext value={isHydrated}>{children}</IsHydratedContext>;
}
