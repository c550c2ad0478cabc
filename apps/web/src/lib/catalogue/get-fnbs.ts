import { listFnbsEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The menu, sold-out items included, in category order (spec 2 §7 GET /api/public/fnbs). */
export const fnbsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.fnbs(),
    queryFn: async () => (await call(listFnbsEndpoint)).data ?? [],
    // Sold-out flags change during the day; a minute old is fresh enough to choose from.
    staleTime: 60_000,
  });

export const useFnbs = () => useQuery(fnbsQueryOptions());
