import type { ListFnbsResponse } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The menu, sold-out items included, in category order (spec 2 §7 GET /api/public/fnbs). */
export const fnbsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.fnbs(),
    queryFn: async () => (await apiClient.get<ListFnbsResponse>('/api/public/fnbs')).data ?? [],
    // Sold-out flags change during the day; a minute old is fresh enough to choose from.
    staleTime: 60_000,
  });

export const useFnbs = () => useQuery(fnbsQueryOptions());
