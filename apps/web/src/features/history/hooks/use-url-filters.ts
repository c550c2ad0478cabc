import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** For each filter of a list, its allowed values; the first is the default. */
export type FilterChoices = Record<string, readonly [string, ...string[]]>;

type Chosen<Choices extends FilterChoices> = { [Key in keyof Choices]: Choices[Key][number] };

export type UrlFilters<Choices extends FilterChoices> = Chosen<Choices> & { search: string; page: number };

const SEARCH = 'q';
const PAGE = 'page';

/**
 * A list's filters kept in the address (`?tab=past&q=vip&page=2`): back and forward step through
 * them, a page is a link, and a reload keeps them. A value the choices do not hold reads as the
 * default; changing any filter goes back to page 1.
 */
export function useUrlFilters<Choices extends FilterChoices>(choices: Choices) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  const filters = useMemo(() => {
    const chosen: Record<string, string> = {};
    for (const [key, allowed] of Object.entries(choices)) {
      const value = params.get(key);
      chosen[key] = value !== null && allowed.includes(value) ? value : allowed[0];
    }
    const page = Number.parseInt(params.get(PAGE) ?? '', 10);
    return {
      ...chosen,
      search: params.get(SEARCH) ?? '',
      page: Number.isInteger(page) && page > 0 ? page : 1,
    } as UrlFilters<Choices>;
  }, [choices, params]);

  // The address as it is now: a change made from an older render (a search applied after a pause,
  // once a tab was clicked) must not bring back what that render saw.
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback(
    (changes: Partial<Omit<UrlFilters<Choices>, 'page'>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        const name = key === 'search' ? SEARCH : key;
        if (value === '' || value === undefined || value === choices[key]?.[0]) next.delete(name);
        else next.set(name, String(value));
      }
      next.delete(PAGE);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [choices, setParams],
  );

  const pageHref = useCallback(
    (page: number) => {
      const next = new URLSearchParams(params);
      if (page > 1) next.set(PAGE, String(page));
      else next.delete(PAGE);
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname],
  );

  return { filters, update, pageHref };
}
