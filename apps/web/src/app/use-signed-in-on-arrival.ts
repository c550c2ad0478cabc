import { useState } from 'react';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { sessionStore } from '@/lib/auth/session-store';

/**
 * Whether someone was logged in when the screen opened: the login and register screens then send them
 * home (spec 1 §2). Decided once, on arrival, so logging in on the screen does not skip its success
 * message. False while a prerendered screen hydrates (it was rendered for nobody, docs/decisions/0018).
 */
export function useSignedInOnArrival(): boolean {
  const [wasSignedIn] = useState(() => Boolean(sessionStore.getSnapshot().token));
  const isHydrated = useIsHydrated();
  return wasSignedIn && isHydrated;
}
