import { useCallback } from 'react';
import { useClientStore } from '@/hooks/use-client-store';

/**
 * Whether the media query matches, following changes. A prerendered page renders and hydrates with
 * false (docs/decisions/0018), then with the browser's answer: what must be right before that is left
 * to CSS (e.g. `hidden lg:block`).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useClientStore(subscribe, () => window.matchMedia(query).matches, false);
}
