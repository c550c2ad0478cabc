import { type RefObject, useEffect } from 'react';
import { returnFocus } from '@/lib/return-focus';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The focus of a modal of our own (a drawer; the native <dialog> does this itself): taken into
 * `container` when it opens, kept there by Tab and Shift+Tab, and handed back to what opened it when
 * it closes (issue 30). A native dialog opened inside keeps its own.
 */
export function useModalFocus(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const opener = document.activeElement;
    element.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || (event.target as Element | null)?.closest('dialog[open]')) return;
      const stops = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (stop) => stop.getClientRects().length > 0,
      );
      const [first, last] = [stops[0], stops.at(-1)];
      const active = document.activeElement;
      const isInside = active !== element && element.contains(active);
      const wraps = event.shiftKey ? !isInside || active === first : !isInside || active === last;
      if (!wraps) return;
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      returnFocus(opener, element);
    };
  }, [container]);
}
