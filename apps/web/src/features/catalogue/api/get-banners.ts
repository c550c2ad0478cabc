import type { Banner, ListBannersResponse } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Active banners only (spec 1 §5 "Catalogue filters"). */
export async function getBanners(): Promise<Banner[]> {
  const { data } = await apiClient.get<ListBannersResponse>('/api/public/banners');
  return (data ?? []).filter((banner) => banner.is_active);
}

// Lists load once (spec 1 §4 "Data slices"): cached for the whole visit; Retry refetches.
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.banners(),
    queryFn: getBanners,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBanners = () => useQuery(bannersQueryOptions());
