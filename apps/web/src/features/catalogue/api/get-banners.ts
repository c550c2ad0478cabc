import { type Banner, listBannersEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { call } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** Active banners only (spec 1 §5 "Catalogue filters"). */
export async function getBanners(): Promise<Banner[]> {
  const { data } = await call(listBannersEndpoint);
  return (data ?? []).filter((banner) => banner.is_active);
}

export const { queryOptions: bannersQueryOptions, useList: useBanners } = catalogueList(
  queryKeys.catalogue.banners(),
  getBanners,
);
