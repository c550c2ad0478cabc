import type { SlotDisplayState } from '@ruangmain/domain/slot-state';

/** The look of each slot state (spec 2 §2): onHold is yellow; only available ones invite a click. */
export const SLOT_STATE_CLASSES: Record<SlotDisplayState, string> = {
  selected: 'border-primary bg-primary text-primary-fg shadow-sm',
  past: 'border-transparent bg-surface-2/70 text-muted/60 line-through',
  taken: 'border-danger/25 bg-danger/8 text-danger/80 line-through',
  onHold:
    'border-amber-400/70 bg-amber-100 text-amber-900 dark:border-amber-400/45 dark:bg-amber-400/15 dark:text-amber-200',
  available:
    'border-line bg-surface text-fg hover:border-primary hover:bg-primary-soft hover:text-primary-text',
  unavailable: 'border-transparent bg-surface-2 text-muted/70',
};

/** Legend order: what can be picked first. */
export const LEGEND_ORDER: readonly SlotDisplayState[] = [
  'available',
  'selected',
  'onHold',
  'taken',
  'past',
  'unavailable',
];
