import { useClientStore } from '@/hooks/use-client-store';

/** Calls `onChange` when the browser loses or regains its network; returns the unsubscribe. */
export function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readIsOnline = () => navigator.onLine;

/**
 * Whether the browser has a network (`navigator.onLine`: false means surely none; true may still be a
 * network that reaches nothing, which the requests themselves tell). A prerendered page is rendered
 * online.
 */
export function useIsOnline(): boolean {
  return useClientStore(subscribeToNetwork, readIsOnline, true);
}
