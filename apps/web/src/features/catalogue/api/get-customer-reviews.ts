import { type CustomerReview, listCustomerReviewsEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { call } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** The list sits in data.data; only active reviews are shown (spec 1 §5 "Rewards and reviews"). */
export async function getCustomerReviews(): Promise<CustomerReview[]> {
  const response = await call(listCustomerReviewsEndpoint);
  return (response.data?.data ?? []).filter((review) => review.is_active);
}

export const { queryOptions: customerReviewsQueryOptions, useList: useCustomerReviews } = catalogueList(
  queryKeys.catalogue.customerReviews(),
  getCustomerReviews,
);
