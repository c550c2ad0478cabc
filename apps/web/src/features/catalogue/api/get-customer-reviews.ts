import type { CustomerReview, ListCustomerReviewsResponse } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The list sits in data.data; only active reviews are shown (spec 1 §5 "Rewards and reviews"). */
export async function getCustomerReviews(): Promise<CustomerReview[]> {
  const response = await apiClient.get<ListCustomerReviewsResponse>('/api/public/customer-reviews');
  return (response.data?.data ?? []).filter((review) => review.is_active);
}

export const customerReviewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.customerReviews(),
    queryFn: getCustomerReviews,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCustomerReviews = () => useQuery(customerReviewsQueryOptions());
