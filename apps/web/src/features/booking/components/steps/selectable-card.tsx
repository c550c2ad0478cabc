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
 * A card the user picks (a console, a room, a unit, a game): a toggle button over the card whose pressed
 * state is the choice, with a check badge when chosen and a lock when a reward fixed it.
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
  // The card's text (a description, the stock) sits beside the button, which covers the whole card: the
  // button's name is the choice alone and it holds no text of its own that its name would leave out
  // (WCAG 2.5.3, axe's label-content-name-mismatch); the key fact is read as its description.
  return (
    <div
      className={clsx(
        'group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border-2 bg-surface text-left shadow-card transition-[border-color,box-shadow,transform] duration-150',
        isSelected ? 'border-primary ring-4 ring-primary/15' : 'border-line',
        isInert
          ? clsx(!isSelected && 'opacity-50')
          : 'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-card-lg',
        className,
      )}
    >
      {children}
      <button
        type="button"
        aria-label={label}
        aria-describedby={descriptionId}
        aria-pressed={isSelected}
        disabled={isInert}
        onClick={onSelect}
        className={clsx(
          // The ring is the button's own, around the whole card it covers: the focused element draws it.
          'absolute inset-0 z-10 rounded-2xl outline-none focus-visible:ring-4 focus-visible:ring-ring/50',
          isInert ? 'cursor-not-allowed' : 'cursor-pointer',
        )}
      />
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
    </div>
  );
}
