import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type ChoiceChipsProps = {
  /** The list's accessible name: the question ('Number of People', 'Duration'). */
  label: string;
  values: readonly number[];
  selected: number | null;
  /** A reward fixed the choice: it shows, but cannot change (spec 2 §4). */
  isLocked: boolean;
  onSelect: (value: number) => void;
  /** The chip's text, and its accessible name when `accessibleName` is absent. */
  renderLabel: (value: number, isSelected: boolean) => ReactNode;
  accessibleName?: (value: number) => string;
  /** The list's layout; a wrapping row by default. */
  className?: string;
};

/** A row of number choices (people, hours): toggle buttons, one pressed. */
export function ChoiceChips({
  label,
  values,
  selected,
  isLocked,
  onSelect,
  renderLabel,
  accessibleName,
  className,
}: ChoiceChipsProps) {
  return (
    <ul aria-label={label} className={clsx('gap-2', className ?? 'flex flex-wrap')}>
      {values.map((value) => {
        const isSelected = value === selected;
        return (
          <li key={value}>
            <button
              type="button"
              aria-pressed={isSelected}
              aria-label={accessibleName?.(value)}
              disabled={isLocked}
              onClick={() => onSelect(value)}
              className={clsx(
                'inline-flex h-11 w-full min-w-11 items-center justify-center gap-1.5 rounded-xl border-2 px-3 text-sm font-bold whitespace-nowrap tabular-nums transition-colors',
                isSelected
                  ? 'border-primary bg-primary text-primary-fg shadow-sm'
                  : 'border-line bg-surface text-fg hover:border-primary/60',
                isLocked ? 'cursor-not-allowed' : 'cursor-pointer',
              )}
            >
              {renderLabel(value, isSelected)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
