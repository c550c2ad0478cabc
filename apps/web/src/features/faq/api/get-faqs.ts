import type { Faq, ListFaqsResponse } from '@ruangmain/domain/contracts/catalogue';
import { apiClient } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** Published FAQs only (spec 1 §5 "Catalogue filters"). The API answers a bare array. */
export async function getFaqs(): Promise<Faq[]> {
  const faqs = await apiClient.get<ListFaqsResponse>('/api/public/faqs');
  return (Array.isArray(faqs) ? faqs : []).filter((faq) => faq.is_published);
}

export const { queryOptions: faqsQueryOptions, useList: useFaqs } = catalogueList(
  queryKeys.catalogue.faqs(),
  getFaqs,
);
