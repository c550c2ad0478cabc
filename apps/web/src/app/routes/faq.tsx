import type { QueryClient } from '@tanstack/react-query';
import { MessageCircleQuestion, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { faqsQueryOptions } from '@/features/faq/api/get-faqs';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useVenue, venueQueryOptions } from '@/lib/catalogue/get-venue';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';

/** /faq (spec 1 §2): the accordion of published questions, then a way to ask the crew: the venue's phone. */
export default function FaqRoute() {
  const { t } = useTranslation();
  const venue = useVenue();
  const { t: tCatalogue } = useCatalogueTranslation();
  useDocumentTitle(t('pages.faq'));
  return (
    <>
      <PageHeader
        eyebrow={tCatalogue('faq.eyebrow')}
        title={t('pages.faq')}
        description={tCatalogue('faq.intro')}
      />
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:px-8">
        <FaqAccordion />
        <aside className="rm-stage relative overflow-hidden rounded-3xl p-6 text-white shadow-card-lg sm:p-7 lg:sticky lg:top-24">
          <div aria-hidden className="rm-grid-lines absolute inset-0" />
          <div className="relative">
            <span className="grid size-12 place-items-center rounded-2xl bg-white/10 text-accent">
              <MessageCircleQuestion aria-hidden className="size-6" />
            </span>
            <h2 className="mt-5 text-xl font-extrabold tracking-tight">{tCatalogue('faq.contactTitle')}</h2>
            <p className="mt-2 text-sm leading-relaxed text-white/80">{tCatalogue('faq.contactText')}</p>
            <a
              href={venue.phone_href}
              className={buttonVariants({ variant: 'accent', fullWidth: true, className: 'mt-6' })}
            >
              <Phone aria-hidden className="size-4" />
              {venue.phone}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}

/** The questions and the venue's phone, preloaded with the document (app/route-table.ts, record 0025). */
export const prefetch = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(faqsQueryOptions()),
    queryClient.prefetchQuery(venueQueryOptions()),
  ]);
