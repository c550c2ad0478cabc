import type { ReactNode } from 'react';

/**
 * An icon drawn inline in lucide's manner (24 px grid, 2 px rounded strokes in currentColor), for
 * glyphs lucide does not have: the Switch, brand marks.
 */
export function LineIcon({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
