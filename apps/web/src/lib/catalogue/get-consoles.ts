import type { Console, ListConsolesResponse } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Active consoles only (spec 1 §5 "Catalogue filters"). */
export async function getConsoles(): Promise<Console[]> {
  const { data } = await apiClient.get<ListConsolesResponse>('/api/public/consoles');
  return (data ?? []).filter((item) => item.is_active);
}

export const consolesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'consoles'],
    queryFn: getConsoles,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConsoles = () => useQuery(consolesQueryOptions());
