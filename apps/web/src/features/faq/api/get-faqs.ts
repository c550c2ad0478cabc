import type { Faq, ListFaqsResponse } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Published FAQs only (spec 1 §5 "Catalogue filters"). The API answers a bare array. */
export async function getFaqs(): Promise<Faq[]> {
  const faqs = await apiClient.get<ListFaqsResponse>('/api/public/faqs');
  return (Array.isArray(faqs) ? faqs : []).filter((faq) => faq.is_published);
}

export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalogue.faqs(),
    queryFn: getFaqs,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useFaqs = () => useQuery(faqsQueryOptions());
