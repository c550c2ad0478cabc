/** Whether the user asked the system for less motion; read at call time (no subscription needed). */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** `smooth`, unless the user prefers reduced motion. */
export const getScrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
