import { type Console, listConsolesEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { call } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** Active consoles only (spec 1 §5 "Catalogue filters"). */
export async function getConsoles(): Promise<Console[]> {
  const { data } = await call(listConsolesEndpoint);
  return (data ?? []).filter((item) => item.is_active);
}

export const { queryOptions: consolesQueryOptions, useList: useConsoles } = catalogueList(
  queryKeys.catalogue.consoles(),
  getConsoles,
);
