import type { Console, ListConsolesResponse } from '@ruangmain/domain/contracts/catalogue';
import { apiClient } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** Active consoles only (spec 1 §5 "Catalogue filters"). */
export async function getConsoles(): Promise<Console[]> {
  const { data } = await apiClient.get<ListConsolesResponse>('/api/public/consoles');
  return (data ?? []).filter((item) => item.is_active);
}

export const { queryOptions: consolesQueryOptions, useList: useConsoles } = catalogueList(
  queryKeys.catalogue.consoles(),
  getConsoles,
);
