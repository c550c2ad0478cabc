import type { FnbCategory } from '@ruangmain/domain/contracts/catalogue';
import { clsx } from 'clsx';
import type { CategoryFilter } from '@/features/food/utils/filter-menu';
import { useFoodTranslation } from '@/lib/i18n-food';

type CategoryChipsProps = {
  categories: readonly FnbCategory[];
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
  isDisabled: boolean;
};

/** All plus the menu's categories (spec 2 §2), one pressed; a reward order disables them. */
export function CategoryChips({ categories, value, onChange, isDisabled }: CategoryChipsProps) {
  const { t } = useFoodTranslation();
  const chips: Array<{ key: CategoryFilter; label: string }> = [
    { key: 'all', label: t('menu.all') },
    ...categories.map((category) => ({ key: category.id, label: category.category })),
  ];
  return (
    <ul
      aria-label={t('menu.categories')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {chips.map((chip) => {
        const isPressed = chip.key === value;
        return (
          <li key={chip.key} className="shrink-0">
            <button
              type="button"
              aria-pressed={isPressed}
              disabled={isDisabled}
              onClick={() => onChange(chip.key)}
              className={clsx(
                'h-9 rounded-full px-4 text-sm font-bold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                isPressed
                  ? 'bg-fg text-bg'
                  : 'cursor-pointer border border-line bg-surface text-muted enabled:hover:text-fg',
              )}
            >
              {chip.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
