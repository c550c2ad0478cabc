import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getScrollBehavior } from '@/lib/motion';

/** How long to wait for a hash target that is not rendered yet (lazy route, data still loading). */
const HASH_TARGET_TIMEOUT_MS = 5_000;

/**
 * Scroll behaviour of every navigation (spec 1 §2): a route change scrolls to the top; a hash
 * scrolls smoothly to the matching section, also after arriving from another page at `/#games-section`,
 * as soon as that section exists.
 */
export function ScrollManager() {
  const { hash, key } = useLocation();
  const isFirstLocation = useRef(true);

  useEffect(() => {
    // `key` changes on every navigation, also when the same hash link is used again.
    void key;
    const isFirst = isFirstLocation.current;
    isFirstLocation.current = false;
    if (!hash) {
      // The first page keeps the position the browser gave it: a visitor may already have scrolled
      // the prerendered home page while its JavaScript loaded (docs/decisions/0006).
      if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior: getScrollBehavior(), block: 'start' });
      return true;
    };
    if (scrollToTarget()) return;

    const observer = new MutationObserver(() => {
      if (scrollToTarget()) stop();
    });
    const timer = window.setTimeout(() => stop(), HASH_TARGET_TIMEOUT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key]);

  return null;
}
