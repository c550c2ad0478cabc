import type { Banner } from '@ruangmain/domain/contracts/catalogue';
import { clsx } from 'clsx';
import { ChevronRight, ReceiptText } from 'lucide-react';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { useBanners } from '@/features/catalogue/api/get-banners';
import { AutoplayToggle, CarouselDots } from '@/features/catalogue/components/carousel-controls';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';
import { FALLBACK_IMAGES } from '@/lib/image-url';
import { prefersReducedMotion } from '@/lib/motion';

/** Banner rotation (spec 1 §4, §9). */
export const BANNER_INTERVAL_MS = 5_000;
const SWIPE_THRESHOLD_PX = 40;

/** The card every state shares, so loading, error and banners take the same place (no layout shift). */
const frameClass =
  'overflow-hidden rounded-[1.75rem] border border-line bg-surface shadow-card lg:grid lg:min-h-80 lg:grid-cols-[minmax(0,1.75fr)_minmax(0,1fr)]';

function BannerSlides({ banners }: { banners: Banner[] }) {
  const { t } = useCatalogueTranslation();
  const slidesId = useId();
  const [current, setCurrent] = useState(0);
  const [isPlaying, setIsPlaying] = useState(() => !prefersReducedMotion());
  const [isHeld, setIsHeld] = useState(false);
  const swipeStartX = useRef<number | null>(null);
  const count = banners.length;
  const canRotate = count > 1;
  const index = current < count ? current : 0;

  // Rotates only with more than one banner (spec 1 §4), never while pointed at or focused.
  useEffect(() => {
    if (!canRotate || !isPlaying || isHeld) return;
    const timer = window.setInterval(() => setCurrent((value) => (value + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [canRotate, isPlaying, isHeld, count]);

  const goTo = (next: number) => setCurrent(((next % count) + count) % count);
  const onPointerDown = (event: PointerEvent) => {
    swipeStartX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStartX.current === null || !canRotate) return;
    const distance = event.clientX - swipeStartX.current;
    swipeStartX.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) goTo(index + (distance < 0 ? 1 : -1));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      className={frameClass}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
    >
      {/* Images stack in one grid cell and cross-fade; the tallest sets the height, so nothing jumps. */}
      <div
        className="relative grid touch-pan-y bg-surface-2 select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStartX.current = null;
        }}
      >
        {banners.map((banner, position) => (
          <FallbackImage
            key={banner.id}
            image={banner.image}
            fallback={FALLBACK_IMAGES.banner}
            width={1600}
            height={600}
            alt={position === index ? banner.title : ''}
            aria-hidden={position !== index || undefined}
            loading={position === 0 ? 'eager' : 'lazy'}
            draggable={false}
            className={clsx(
              'aspect-[2/1] h-full w-full object-cover object-left transition-opacity duration-700 [grid-area:1/1] sm:aspect-[8/3] lg:aspect-auto',
              position === index ? 'opacity-100' : 'opacity-0',
            )}
          />
        ))}
      </div>

      <div className="flex flex-col gap-5 p-5 sm:p-7">
        <div id={slidesId} className="grid" aria-live={isPlaying && canRotate ? 'off' : 'polite'}>
          {banners.map((banner, position) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is a group (a <fieldset> is for form controls)
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { index: position + 1, count })}
              aria-hidden={position !== index}
              className={clsx(
                'transition-[opacity,visibility] duration-500 [grid-area:1/1]',
                position === index ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            >
              <p className="text-xs font-bold tracking-wider text-primary-text uppercase tabular-nums">
                {String(position + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
              </p>
              <h2 className="mt-2 text-xl font-extrabold tracking-tight text-balance sm:text-2xl">
                {banner.title}
              </h2>
              {banner.description && (
                <p className="mt-2 text-sm leading-relaxed text-pretty text-muted sm:text-base">
                  {banner.description}
                </p>
              )}
            </div>
          ))}
        </div>

        <div className="mt-auto flex flex-col gap-4">
          <div className="flex flex-wrap gap-2.5">
            <Link
              to={paths.home.getHref('pricelist-section')}
              className={buttonVariants({ variant: 'outline', className: 'flex-1 sm:flex-none' })}
            >
              <ReceiptText aria-hidden className="size-4" />
              {t('banners.pricelist')}
            </Link>
            <Link
              to={paths.rent.getHref()}
              className={buttonVariants({ variant: 'primary', className: 'flex-1 sm:flex-none' })}
            >
              {t('banners.bookRoom')}
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          </div>
          {canRotate && (
            <div className="flex items-center justify-between gap-3">
              <CarouselDots
                count={count}
                selected={index}
                onSelect={goTo}
                controls={slidesId}
                labelFor={(position) =>
                  t('banners.goTo', { index: position + 1, title: banners[position]?.title ?? '' })
                }
                className="-ml-1"
              />
              <AutoplayToggle isPlaying={isPlaying} onToggle={() => setIsPlaying((value) => !value)} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The frame of every state but success: the same card, so nothing moves when banners arrive. The
 * image area pulses while loading and shows the local fallback banner otherwise.
 */
function BannerFrame({ isLoading = false, children }: { isLoading?: boolean; children: React.ReactNode }) {
  const mediaClass = 'aspect-[2/1] h-full w-full sm:aspect-[8/3] lg:aspect-auto';
  return (
    <div className={frameClass}>
      {isLoading ? (
        <Skeleton className={`${mediaClass} rounded-none`} />
      ) : (
        <img
          src={FALLBACK_IMAGES.banner}
          alt=""
          width={1600}
          height={600}
          decoding="async"
          className={`${mediaClass} bg-surface-2 object-cover object-left`}
        />
      )}
      <div className="flex flex-col justify-center gap-4 p-5 sm:p-7">{children}</div>
    </div>
  );
}

/**
 * The banner carousel of the home page (spec 1 §2, §4): active banners rotating every 5 s, dot
 * buttons, Pricelist and Book a Room; 'Loading banners...', 'Failed to load banners' with Retry, and
 * 'No banners available'.
 */
export default function BannerCarousel() {
  const { t } = useCatalogueTranslation();
  const { data: banners, error, isPending, isError, refetch, isRefetching } = useBanners();

  if (isPending) {
    return (
      <BannerFrame isLoading>
        <p role="status" className="flex items-center gap-3 text-sm font-medium text-muted">
          <Spinner className="size-5 text-primary-text" />
          {t('banners.loading')}
        </p>
      </BannerFrame>
    );
  }
  if (isError) {
    return (
      <BannerFrame>
        <ErrorState
          className="border-0 bg-transparent px-0 py-0"
          message={
            <>
              <span className="block font-semibold">{t('banners.failed')}</span>
              <span className="mt-1 block text-sm font-normal text-muted">
                {error.message || t('banners.fetchFailed')}
              </span>
            </>
          }
          onRetry={() => void refetch()}
          retryLabel={t('retry')}
          isRetrying={isRefetching}
        />
      </BannerFrame>
    );
  }
  if (banners.length === 0) {
    return (
      <BannerFrame>
        <EmptyState className="border-0 bg-transparent px-0 py-0" message={t('banners.empty')} />
      </BannerFrame>
    );
  }
  return <BannerSlides banners={banners} />;
}
