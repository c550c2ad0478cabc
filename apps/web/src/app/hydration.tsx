import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const IsHydratedContext = createContext(true);

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

/** False while a page is prerendered and hydrated, true in every other render. */
export const useIsHydrated = () => useContext(IsHydratedContext);
