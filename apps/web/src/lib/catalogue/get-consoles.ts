import type { Console, ListConsolesResponse } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Active consoles only (spec 1 §5 "Catalogue filters"). */
export async function getConsoles(): Promise<Console[]> {
  const { data } = await apiClient.get<ListConsolesResponse>('/api/public/consoles');
  return (data ?? []).filter((item) => item.is_active);
}

export const consolesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.consoles(),
    queryFn: getConsoles,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConsoles = () => useQuery(consolesQueryOptions());
