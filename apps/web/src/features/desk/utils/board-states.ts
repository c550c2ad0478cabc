import type { BoardState } from '@ruangmain/domain/desk';

/**
 * How each state of a block is drawn (issue "Front desk": blocks coloured by state), light and dark.
 * Green is for a party at its unit only (issue 29): a due party (start passed, not arrived) is the
 * paid booking's colour, hollow and dashed, so that nobody takes it for one playing.
 */
export const STATE_CLASSES: Record<BoardState, string> = {
  hold: 'border-2 border-dashed border-accent bg-accent/20 text-fg',
  upcoming: 'border border-primary bg-primary text-primary-fg',
  due: 'border-2 border-dashed border-primary bg-primary-soft text-primary-text',
  playing: 'border border-success bg-success text-success-fg',
  completed: 'border border-line bg-line/70 text-fg',
  no_show: 'border border-danger bg-danger/15 text-danger',
  cancelled: 'border border-dashed border-muted bg-surface text-muted line-through',
  refunded: 'border border-dashed border-muted bg-surface text-muted line-through',
  venue:
    'border border-fg/40 text-fg bg-[repeating-linear-gradient(135deg,var(--color-line)_0_6px,var(--color-surface)_6px_12px)]',
};

/** The states in the legend's order. */
export const LEGEND_STATES: readonly BoardState[] = [
  'hold',
  'upcoming',
  'due',
  'playing',
  'completed',
  'no_show',
  'venue',
  'cancelled',
];
