import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * A list of the public catalogue (banners, consoles, reviews, pricelists, FAQ): loaded once a visit
 * (spec 1 §4 "Data slices"), so it is never stale; Retry refetches. Gives its query options (for
 * prefetching) and its hook.
 */
export function catalogueList<TItem>(queryKey: QueryKey, getList: () => Promise<TItem[]>) {
  const options = () => queryOptions({ queryKey, queryFn: getList, staleTime: Number.POSITIVE_INFINITY });
  return { queryOptions: options, useList: () => useQuery(options()) };
}
