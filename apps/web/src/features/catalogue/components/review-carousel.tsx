import type { CustomerReview } from '@ruangmain/domain/contracts/catalogue';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Quote } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { StarRating } from '@/components/ui/star-rating';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { useCustomerReviews } from '@/features/catalogue/api/get-customer-reviews';
import { CarouselArrows, CarouselDots } from '@/features/catalogue/components/carousel-controls';
import { useEmblaSelection } from '@/features/catalogue/hooks/use-embla-selection';
import { getReviewerName, hasRating } from '@/features/catalogue/utils/display';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';
import { prefersReducedMotion } from '@/lib/motion';

/** Review autoplay (spec 1 §4, §9). */
export const REVIEW_INTERVAL_MS = 4_000;

/** The box every state shares, so the section keeps its height while reviews load. */
const stateBoxClass = 'min-h-[22rem]';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

function formatReviewDate(value: string | null | undefined) {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { label: dateFormat.format(date), iso: date.toISOString() };
}

function ReviewCard({ review }: { review: CustomerReview }) {
  const { t } = useCatalogueTranslation();
  const reviewer = getReviewerName(review);
  const name =
    reviewer.kind === 'name'
      ? reviewer.value
      : reviewer.kind === 'customer'
        ? t('reviews.customer', { id: reviewer.id })
        : t('reviews.anonymous');
  const unitName = review.booking?.unit?.name;
  const date = formatReviewDate(review.created_at);
  return (
    <figure className="relative flex h-full flex-col rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-7">
      <Quote aria-hidden className="absolute top-6 right-6 size-9 fill-primary-soft text-primary-soft" />
      {hasRating(review.rating) && (
        <StarRating rating={review.rating} label={t('reviews.rating', { rating: review.rating })} />
      )}
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-pretty text-fg">
        <p>{review.description}</p>
      </blockquote>
      {review.reply && (
        <p className="mt-4 rounded-xl bg-surface-2 px-4 py-3 text-sm leading-relaxed text-muted">
          <span className="font-semibold text-fg">{t('reviews.reply')} </span>
          {review.reply}
        </p>
      )}
      <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
        <span
          aria-hidden
          className="grid size-11 shrink-0 place-items-center rounded-full bg-linear-to-br from-primary to-[#ff6f91] text-base font-extrabold text-white uppercase"
        >
          {name.trim().charAt(0) || '?'}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-bold text-fg">{name}</span>
          <span className="block truncate text-xs text-muted">
            {unitName && t('reviews.unit', { unit: unitName })}
            {unitName && date && ' · '}
            {date && <time dateTime={date.iso}>{date.label}</time>}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

function ReviewSlides({ reviews }: { reviews: CustomerReview[] }) {
  const { t } = useCatalogueTranslation();
  const viewportId = useId();
  const hasSeveral = reviews.length > 1;
  // Autoplay and loop only with more than one review; autoplay stops on interaction (spec 1 §4).
  const plugins = useMemo(
    () =>
      hasSeveral && !prefersReducedMotion()
        ? [Autoplay({ delay: REVIEW_INTERVAL_MS, stopOnInteraction: true })]
        : [],
    [hasSeveral],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: hasSeveral, align: 'start' }, plugins);
  const { selected, snapCount, canPrevious, canNext } = useEmblaSelection(api);
  const jump = prefersReducedMotion();
  const stopAutoplay = () => api?.plugins().autoplay?.stop();

  return (
    <section aria-roledescription="carousel" aria-label={t('reviews.label')} className="relative">
      <div ref={viewportRef} id={viewportId} className="overflow-hidden py-2">
        {/* spec 1 §9: gap 30; 640 px: 1 slide, gap 20; 768 px: 2 slides, gap 30; 1024 px: 3 slides, gap 40. */}
        <div className="-ml-[30px] flex touch-pan-y sm:-ml-5 md:-ml-[30px] lg:-ml-10">
          {reviews.map((review, position) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is a group (a <fieldset> is for form controls)
            <div
              key={review.id}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { index: position + 1, count: reviews.length })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-[30px] sm:pl-5 md:basis-1/2 md:pl-[30px] lg:basis-1/3 lg:pl-10"
            >
              <ReviewCard review={review} />
            </div>
          ))}
        </div>
      </div>
      {hasSeveral && (
        <div className="mt-6 flex items-center justify-between gap-4">
          <CarouselDots
            count={snapCount}
            selected={selected}
            controls={viewportId}
            onSelect={(index) => {
              stopAutoplay();
              api?.scrollTo(index, jump);
            }}
            labelFor={(index) => t('carousel.slideOf', { index: index + 1, count: snapCount })}
            className="-ml-1"
          />
          {/* Arrows only on large screens and with more than one review (spec 1 §9). */}
          <CarouselArrows
            className="hidden lg:flex"
            controls={viewportId}
            canGoPrevious={canPrevious}
            canGoNext={canNext}
            onPrevious={() => {
              stopAutoplay();
              api?.scrollPrev(jump);
            }}
            onNext={() => {
              stopAutoplay();
              api?.scrollNext(jump);
            }}
          />
        </div>
      )}
    </section>
  );
}

/**
 * Customer-review carousel (spec 1 §2, §4, §9): active reviews; a spinner while loading, then the
 * spec's error or empty text.
 */
export default function ReviewCarousel() {
  const { t } = useCatalogueTranslation();
  const { data: reviews, isPending, isError, refetch, isRefetching } = useCustomerReviews();
  if (isPending) {
    return (
      <div className={`${stateBoxClass} grid place-items-center text-primary-text`}>
        <Spinner className="size-9" label={t('reviews.loading')} />
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        className={stateBoxClass}
        message={t('reviews.failed')}
        onRetry={() => void refetch()}
        retryLabel={t('retry')}
        isRetrying={isRefetching}
      />
    );
  }
  if (reviews.length === 0) return <EmptyState className={stateBoxClass} message={t('reviews.empty')} />;
  return <ReviewSlides reviews={reviews} />;
}
