import { clsx } from 'clsx';
import { Check, Lock } from 'lucide-react';
import type { ReactNode } from 'react';

type SelectableCardProps = {
  /** The accessible name: what is chosen ('PS5', 'VIP'), not the whole card's text. */
  label: string;
  /** The id of the card's key fact ('3 Available', 'Max 6 Orang'), read after the name. */
  descriptionId?: string;
  isSelected: boolean;
  /** A reward fixed this choice: it shows, but cannot change (spec 2 §4). */
  isLocked?: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A card the user picks (a console, a room, a unit, a game): a toggle button whose pressed state is
 * the choice, with a check badge when chosen and a lock when a reward fixed it.
 */
export function SelectableCard({
  label,
  descriptionId,
  isSelected,
  isLocked = false,
  disabled = false,
  onSelect,
  children,
  className,
}: SelectableCardProps) {
  const isInert = disabled || isLocked;
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={descriptionId}
      aria-pressed={isSelected}
      disabled={isInert}
      onClick={onSelect}
      className={clsx(
        'group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border-2 bg-surface text-left shadow-card transition-[border-color,box-shadow,transform] duration-150',
        isSelected ? 'border-primary ring-4 ring-primary/15' : 'border-line',
        isInert
          ? clsx('cursor-not-allowed', !isSelected && 'opacity-50')
          : 'cursor-pointer hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-card-lg',
        className,
      )}
    >
      {children}
      {(isSelected || isLocked) && (
        <span
          aria-hidden
          className={clsx(
            'absolute top-2.5 right-2.5 grid size-7 place-items-center rounded-full shadow-md',
            isSelected ? 'bg-primary text-primary-fg' : 'bg-surface-2 text-muted',
          )}
        >
          {isLocked ? <Lock className="size-3.5" /> : <Check strokeWidth={3} className="size-4" />}
        </span>
      )}
    </button>
  );
}
