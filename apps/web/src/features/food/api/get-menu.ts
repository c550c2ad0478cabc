import { listFnbCategoriesEndpoint, listUnitsEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** The menu's categories, for the chips after All (spec 2 §7 GET /api/public/fnb-category). */
export const { queryOptions: fnbCategoriesQueryOptions, useList: useFnbCategories } = catalogueList(
  queryKeys.catalogue.fnbCategories(),
  async () => (await call(listFnbCategoriesEndpoint)).data ?? [],
);

/** Every unit open to customers, for the Unit seating (unit and room name, spec 2 §2). */
export const seatUnitsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.units(),
    queryFn: async () => (await call(listUnitsEndpoint)).data ?? [],
    staleTime: 5 * 60_000,
  });

export const useSeatUnits = (enabled: boolean) => useQuery({ ...seatUnitsQueryOptions(), enabled });
