import { listPricelistsEndpoint, type PricelistEntry } from '@ruangmain/domain/contracts/catalogue';
import { sortByUnitName } from '@ruangmain/domain/pricelist';
import { call } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** Pricelist per room, units in pricelist order (spec 1 §9: by the first number in the name). */
export async function getPricelists(): Promise<PricelistEntry[]> {
  const entries = await call(listPricelistsEndpoint);
  return (Array.isArray(entries) ? entries : []).map((entry) => ({
    ...entry,
    units: sortByUnitName(entry.units ?? [], (unit) => unit.unit_name),
  }));
}

export const { queryOptions: pricelistsQueryOptions, useList: usePricelists } = catalogueList(
  queryKeys.catalogue.pricelists(),
  getPricelists,
);
