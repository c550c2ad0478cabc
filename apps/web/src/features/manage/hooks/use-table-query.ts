import { useState } from 'react';
import type { ListQuery } from '@/features/manage/api/collection';
import { useDebouncedValue } from '@/features/manage/hooks/use-debounced-value';

/**
 * A list screen's query state: what is typed in the search box (sent once typing pauses), the sort
 * column and direction (a header click), and the page. Changing the search or sort goes to page 1.
 */
export function useTableQuery(defaultSort: string, perPage = 20, defaultDirection: 'asc' | 'desc' = 'asc') {
  const [searchText, setSearchText] = useState('');
  const [sort, setSortState] = useState({ sort: defaultSort, direction: defaultDirection });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim());
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    setPage(1);
  }
  const query: ListQuery = { search, ...sort, page, per_page: perPage };
  return {
    query,
    searchText,
    setSearchText,
    setPage,
    /** Sorts by `column`; the same column again flips the direction. */
    toggleSort: (column: string) => {
      setSortState((current) => ({
        sort: column,
        direction: current.sort === column && current.direction === 'asc' ? 'desc' : 'asc',
      }));
      setPage(1);
    },
  };
}
export type TableQuery = ReturnType<typeof useTableQuery>;
