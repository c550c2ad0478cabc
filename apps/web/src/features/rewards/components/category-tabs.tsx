import { REWARD_CATEGORIES, type RewardCategory } from '@ruangmain/domain/rewards';
import { clsx } from 'clsx';
import { type KeyboardEvent, useRef } from 'react';

type CategoryTabsProps = {
  value: RewardCategory;
  onChange: (category: RewardCategory) => void;
  label: string;
  /** The id of the list the tabs filter. */
  panelId: string;
};

/** All, Food & Drinks, Room, Merchandise (spec 1 §9); arrow keys move between them. */
export function CategoryTabs({ value, onChange, label, panelId }: CategoryTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const target =
      step !== undefined
        ? (index + step + REWARD_CATEGORIES.length) % REWARD_CATEGORIES.length
        : { Home: 0, End: REWARD_CATEGORIES.length - 1 }[event.key];
    const category = target === undefined ? undefined : REWARD_CATEGORIES[target];
    if (target === undefined || !category) return;
    event.preventDefault();
    onChange(category);
    tabs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1.5">
      {REWARD_CATEGORIES.map((category, index) => {
        const isSelected = category === value;
        return (
          <button
            key={category}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(category)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              'h-10 shrink-0 cursor-pointer rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              isSelected
                ? 'bg-primary text-primary-fg shadow-sm'
                : 'border border-line bg-surface text-muted hover:border-primary/50 hover:text-fg',
            )}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
