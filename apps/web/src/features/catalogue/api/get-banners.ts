import type { Banner, ListBannersResponse } from '@ruangmain/domain/contracts/catalogue';
import { apiClient } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** Active banners only (spec 1 §5 "Catalogue filters"). */
export async function getBanners(): Promise<Banner[]> {
  const { data } = await apiClient.get<ListBannersResponse>('/api/public/banners');
  return (data ?? []).filter((banner) => banner.is_active);
}

export const { queryOptions: bannersQueryOptions, useList: useBanners } = catalogueList(
  queryKeys.catalogue.banners(),
  getBanners,
);
