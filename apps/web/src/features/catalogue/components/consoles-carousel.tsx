import type { Console } from '@ruangmain/domain/contracts/catalogue';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useId, useMemo } from 'react';
import { CONSOLE_IMAGE_CLASS, ConsoleCardContent } from '@/components/console-card-content';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { CarouselArrows, CarouselDots } from '@/features/catalogue/components/carousel-controls';
import { useEmblaSelection } from '@/features/catalogue/hooks/use-embla-selection';
import { useConsoles } from '@/lib/catalogue/get-consoles';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';
import { prefersReducedMotion } from '@/lib/motion';

/** Console carousel rotation (spec 1 §4, §9). */
export const CONSOLE_INTERVAL_MS = 3_000;

const frameClass = 'overflow-hidden rounded-[2rem] border border-line bg-surface shadow-card';
const slideLayout =
  'grid gap-6 p-3 sm:p-4 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:items-center md:gap-10 md:p-5';

function ConsoleSlides({ consoles }: { consoles: Console[] }) {
  const { t } = useCatalogueTranslation();
  const viewportId = useId();
  const canRotate = consoles.length > 1;
  const plugins = useMemo(
    () =>
      canRotate && !prefersReducedMotion()
        ? [Autoplay({ delay: CONSOLE_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true })]
        : [],
    [canRotate],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: canRotate, align: 'start' }, plugins);
  const { selected, snapCount } = useEmblaSelection(api);
  const jump = prefersReducedMotion();

  return (
    <section aria-roledescription="carousel" aria-label={t('consoles.label')}>
      <div ref={viewportRef} id={viewportId} className={frameClass}>
        <div className="flex touch-pan-y">
          {consoles.map((item, position) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is a group (a <fieldset> is for form controls)
            <div
              key={item.id}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { index: position + 1, count: consoles.length })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <div className={slideLayout}>
                <ConsoleCardContent
                  item={item}
                  size="large"
                  availableLabel={t('consoles.available', { count: item.amount })}
                />
              </div>
            </div>
          ))}
        </div>
      </div>
      {canRotate && (
        <div className="mt-6 flex items-center justify-between gap-4 md:mt-8">
          <CarouselDots
            count={snapCount}
            selected={selected}
            onSelect={(index) => api?.scrollTo(index, jump)}
            controls={viewportId}
            labelFor={(index) => t('consoles.goTo', { name: consoles[index]?.name ?? '' })}
            className="-ml-1"
          />
          <CarouselArrows
            onPrevious={() => api?.scrollPrev(jump)}
            onNext={() => api?.scrollNext(jump)}
            controls={viewportId}
          />
        </div>
      )}
    </section>
  );
}

/** The loading look of the console carousel; same layout, so nothing moves when data arrives. */
export function ConsolesSkeleton() {
  return (
    <div aria-hidden>
      <div className={`${frameClass} ${slideLayout}`}>
        <Skeleton className={CONSOLE_IMAGE_CLASS.large} />
        <div className="space-y-4">
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-8 w-32 rounded-full" />
        </div>
      </div>
      <div className="mt-6 flex items-center justify-between md:mt-8">
        <Skeleton className="h-2 w-20" />
        <Skeleton className="h-11 w-24 rounded-full" />
      </div>
    </div>
  );
}

/** Consoles section (spec 1 §2, §4): active consoles in an image carousel with name, text and stock. */
export default function ConsolesCarousel() {
  const { t } = useCatalogueTranslation();
  const { data: consoles, error, isPending, isError, refetch, isRefetching } = useConsoles();
  if (isPending) return <ConsolesSkeleton />;
  if (isError) {
    return (
      <ErrorState
        message={t('consoles.failed', { error: error.message })}
        onRetry={() => void refetch()}
        retryLabel={t('retry')}
        isRetrying={isRefetching}
      />
    );
  }
  if (consoles.length === 0) return <EmptyState message={t('consoles.empty')} />;
  return <ConsoleSlides consoles={consoles} />;
}
