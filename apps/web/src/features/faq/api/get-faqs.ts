import { type Faq, listFaqsEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { call } from '@/lib/api-client';
import { catalogueList } from '@/lib/catalogue/catalogue-list';
import { queryKeys } from '@/lib/query-keys';

/** Published FAQs only (spec 1 §5 "Catalogue filters"). The API answers a bare array. */
export async function getFaqs(): Promise<Faq[]> {
  const faqs = await call(listFaqsEndpoint);
  return (Array.isArray(faqs) ? faqs : []).filter((faq) => faq.is_published);
}

export const { queryOptions: faqsQueryOptions, useList: useFaqs } = catalogueList(
  queryKeys.catalogue.faqs(),
  getFaqs,
);
