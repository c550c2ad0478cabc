import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getScrollBehavior } from '@/lib/motion';

/** How long after arriving the target is kept in place while the sections above it fill in. */
const ALIGN_WINDOW_MS = 6_000;
const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Arriving at /#games-section, the scroll manager scrolls to the section as soon as it exists. The
 * sections above it then receive their code and data and may change height; until the user scrolls
 * or presses a key, the target is scrolled back into place whenever it moves, so the page lands on it.
 */
export function useHashTargetAlignment() {
  const { hash, key } = useLocation();

  useEffect(() => {
    // `key` changes on every navigation, also when the same hash link is used again.
    void key;
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;

    const documentTop = () => target.getBoundingClientRect().top + window.scrollY;
    let lastTop = documentTop();
    const observer = new ResizeObserver(() => {
      const top = documentTop();
      if (Math.abs(top - lastTop) < 1) return;
      lastTop = top;
      target.scrollIntoView({ behavior: getScrollBehavior(), block: 'start' });
    });
    for (let node = target.previousElementSibling; node; node = node.previousElementSibling) {
      observer.observe(node);
    }

    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, ALIGN_WINDOW_MS);
    for (const type of USER_INPUT_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [hash, key]);
}
