import { HISTORY_SORTS, type HistorySort } from '@ruangmain/domain/booking-history';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchInput } from '@/components/form/search-input';
import { Pagination } from '@/components/ui/pagination';
import { useHistoryTranslation } from '@/lib/i18n-history';

export type ToolbarChoice<Value extends string> = {
  /** Accessible name of the select. */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

type ListToolbarProps<Filter extends string, Sort extends string> = {
  search: string;
  searchPlaceholder: string;
  onSearch: (search: string) => void;
  filter: ToolbarChoice<Filter>;
  sort: ToolbarChoice<Sort>;
};

/** Newest or oldest first (spec 2 §2), the same in both lists. */
export function useSortChoice(
  value: HistorySort,
  onChange: (sort: HistorySort) => void,
): ToolbarChoice<HistorySort> {
  const { t } = useHistoryTranslation();
  return {
    label: t('toolbar.sort'),
    value,
    options: HISTORY_SORTS.map((sort) => ({
      value: sort,
      label: t(sort === 'newest' ? 'toolbar.sortNewest' : 'toolbar.sortOldest'),
    })),
    onChange,
  };
}

/** The numbered pages under a list, when it has more than one. */
export function ListPagination({
  page,
  lastPage,
  pageHref,
}: {
  page: number;
  lastPage: number;
  pageHref: (page: number) => string;
}) {
  const { t } = useHistoryTranslation();
  if (lastPage <= 1) return null;
  return (
    <Pagination
      page={page}
      lastPage={lastPage}
      getHref={pageHref}
      labels={{
        navigation: t('pagination.navigation'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (number) => t('pagination.page', { page: number }),
      }}
    />
  );
}

/** A search typed is applied once the typing pauses. */
const SEARCH_DELAY_MS = 300;

const fieldClass =
  'h-11 rounded-xl border border-line bg-surface text-sm text-fg shadow-sm transition-colors focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-ring/40';

/** Search, filter and sort of a list (spec 2 §2 "Booking history", "Point history"). */
export function ListToolbar<Filter extends string, Sort extends string>({
  search,
  searchPlaceholder,
  onSearch,
  filter,
  sort,
}: ListToolbarProps<Filter, Sort>) {
  const [text, setText] = useState(search);
  const applied = useRef(search);
  // Follows the address when it changes from outside (back, forward, a cleared search).
  useEffect(() => {
    if (search !== applied.current) setText(search);
    applied.current = search;
  }, [search]);
  useEffect(() => {
    if (text.trim() === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label={searchPlaceholder}
        className="flex-1"
        inputClassName="h-11"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={searchPlaceholder}
        maxLength={100}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <ChoiceSelect choice={filter} />
        <ChoiceSelect choice={sort} />
      </div>
    </div>
  );
}

function ChoiceSelect<Value extends string>({ choice }: { choice: ToolbarChoice<Value> }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {choice.label}
      </label>
      <select
        id={id}
        value={choice.value}
        onChange={(event) => choice.onChange(event.target.value as Value)}
        className={clsx(fieldClass, 'w-full cursor-pointer px-3 sm:w-36')}
      >
        {choice.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
