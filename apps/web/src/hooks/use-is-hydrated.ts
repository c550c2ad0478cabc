import { createContext, useContext } from 'react';

/** Whether the page is past its prerendered first paint (set by app/hydration.tsx's HydrationGate). */
export const IsHydratedContext = createContext(true);

/** False while a page is prerendered and hydrated, true in every other render. */
export const useIsHydrated = () => useContext(IsHydratedContext);
