import type { Fnb } from '@ruangmain/domain/contracts/catalogue';

/** 'All', or a category's id. */
export type CategoryFilter = 'all' | number;

/**
 * The menu as step one shows it (spec 2 §2 "A search box. Category chips (All plus the categories)"):
 * items of the chosen category whose name or description holds the search, case-insensitive.
 */
export function filterMenu(
  items: readonly Fnb[],
  { search, category }: { search: string; category: CategoryFilter },
) {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === 'all' || item.fnb_category_id === category) &&
      (needle === '' ||
        item.name.toLowerCase().includes(needle) ||
        item.description.toLowerCase().includes(needle)),
  );
}
