import type { QueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';
import { peekQueries } from '@/app/query-loader';
import { QueryScope } from '@/app/query-scope';
import { HOME_SECTION_IDS, type HomeSectionId } from '@/config/paths';
import { DeferredContent } from '@/features/home/components/deferred-content';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeSection } from '@/features/home/components/home-section';
import { useHashTargetAlignment } from '@/features/home/hooks/use-hash-target-alignment';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { useHomeTranslation } from '@/lib/i18n-home';

// Everything below the hero loads as it approaches the viewport (see DeferredContent), with the query
// cache it reads, keeping the first page's JavaScript to the shell, the hero and the section headings.
const BannerCarousel = lazy(() => import('@/features/catalogue/components/banner-carousel'));

type SectionContent = {
  Content: LazyExoticComponent<ComponentType>;
  /**
   * The placeholder's height: the loaded content's height at each breakpoint, fitted as a share of
   * the viewport width (images keep their aspect ratio) plus the text around them, so nothing below
   * moves when the content arrives. Up to xl the content is 100vw minus the page padding; from xl
   * it is 1216 px wide.
   */
  reserve: string;
};

const SECTION_CONTENT: Record<HomeSectionId, SectionContent> = {
  'consoles-section': {
    Content: lazy(() => import('@/features/catalogue/components/consoles-carousel')),
    reserve:
      'h-[calc(56vw+397px)] sm:h-[calc(75vw+268px)] md:h-[calc(32vw+143px)] lg:h-[calc(39vw+64px)] xl:h-[563px]',
  },
  'games-section': {
    Content: lazy(() => import('@/features/games/components/games-preview')),
    reserve: 'h-[calc(267vw+368px)] sm:h-[calc(66.7vw+245px)] lg:h-[calc(66.7vw+234px)] xl:h-[1088px]',
  },
  'rooms-section': {
    Content: lazy(() => import('@/features/catalogue/components/room-cards')),
    reserve: 'h-[calc(176vw+960px)] sm:h-[calc(57vw+662px)] lg:h-[calc(12vw+397px)] xl:h-[551px]',
  },
  'pricelist-section': {
    Content: lazy(() => import('@/features/catalogue/components/pricelist-table')),
    reserve: 'h-[1100px] md:h-[634px]',
  },
  'customer-review-section': {
    Content: lazy(() => import('@/features/catalogue/components/review-carousel')),
    reserve: 'h-[360px]',
  },
};

const BANNER_RESERVE = 'h-[calc(45vw+281px)] sm:h-[calc(31vw+310px)] lg:h-[400px] xl:h-80';

const placeholder = (reserve: string) => (
  <div aria-hidden className={clsx('rounded-3xl bg-surface-2/60', reserve)} />
);

/** The banners and the catalogue sections, each loading as it nears the viewport. */
function BelowHero() {
  const { t } = useHomeTranslation();
  return (
    <>
      <div className="mx-auto w-full max-w-7xl px-4 pt-8 sm:px-6 sm:pt-12 lg:px-8">
        <DeferredContent placeholder={placeholder(BANNER_RESERVE)}>
          <QueryScope>
            <BannerCarousel />
          </QueryScope>
        </DeferredContent>
      </div>
      {HOME_SECTION_IDS.map((id, index) => {
        const { Content, reserve } = SECTION_CONTENT[id];
        return (
          <HomeSection
            key={id}
            id={id}
            eyebrow={t(`sections.${id}.eyebrow`)}
            title={t(`sections.${id}.title`)}
            description={t(`sections.${id}.text`)}
            tone={index % 2 === 1 ? 'surface' : 'plain'}
          >
            <DeferredContent placeholder={placeholder(reserve)}>
              <QueryScope>
                <Content />
              </QueryScope>
            </DeferredContent>
          </HomeSection>
        );
      })}
    </>
  );
}

/** Home (spec 1 §2): hero, banner carousel, then the anchored catalogue sections. */
export default function HomeRoute() {
  // The prerendered page stops after the hero, the first screen; the rest comes with hydration.
  const isHydrated = useIsHydrated();
  useDocumentTitle();
  useHashTargetAlignment();

  // Banners load when the home page appears (spec 1 §4), before their carousel scrolls into view: the
  // document preloads them (`prefetch`); reached from another page, the query cache asks at once. The
  // first screen needs no query library, so a first visit does not load it for this.
  useEffect(() => {
    const queries = peekQueries();
    if (queries) void prefetch(queries.queryClient);
  }, []);

  return (
    <>
      <HomeHero />
      {isHydrated && <BelowHero />}
    </>
  );
}

/**
 * The banners (spec 1 §4), preloaded with the document too (app/route-table.ts). Their query module
 * loads here, as it would bring the query library into the first screen's JavaScript.
 */
export async function prefetch(queryClient: QueryClient) {
  const { bannersQueryOptions } = await import('@/features/catalogue/api/get-banners');
  return queryClient.prefetchQuery(bannersQueryOptions());
}
