import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';

const arrowClass =
  'grid size-11 shrink-0 cursor-pointer place-items-center rounded-full border border-line bg-surface text-fg shadow-card transition-colors hover:border-primary/50 hover:text-primary-text disabled:cursor-default disabled:opacity-40';

type ArrowsProps = {
  onPrevious: () => void;
  onNext: () => void;
  canGoPrevious?: boolean;
  canGoNext?: boolean;
  className?: string;
  controls?: string;
};

/** Previous and next buttons of a carousel. */
export function CarouselArrows({
  onPrevious,
  onNext,
  canGoPrevious = true,
  canGoNext = true,
  className,
  controls,
}: ArrowsProps) {
  const { t } = useCatalogueTranslation();
  const arrows = [
    {
      key: 'previous',
      onClick: onPrevious,
      isEnabled: canGoPrevious,
      label: t('carousel.previous'),
      Icon: ChevronLeft,
    },
    { key: 'next', onClick: onNext, isEnabled: canGoNext, label: t('carousel.next'), Icon: ChevronRight },
  ];
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      {arrows.map(({ key, onClick, isEnabled, label, Icon }) => (
        <button
          key={key}
          type="button"
          onClick={onClick}
          disabled={!isEnabled}
          aria-controls={controls}
          aria-label={label}
          className={arrowClass}
        >
          <Icon aria-hidden className="size-5" />
        </button>
      ))}
    </div>
  );
}

type DotsProps = {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** Accessible name of the dot for slide `index` (0-based). */
  labelFor: (index: number) => string;
  className?: string;
  controls?: string;
  tone?: 'default' | 'onDark';
};

/** One button per slide; the current one is wider and marked aria-current. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  labelFor,
  className,
  controls,
  tone = 'default',
}: DotsProps) {
  return (
    <div className={clsx('flex flex-wrap items-center gap-1', className)}>
      {Array.from({ length: count }, (_, index) => {
        const isCurrent = index === selected;
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
            key={index}
            type="button"
            onClick={() => onSelect(index)}
            aria-label={labelFor(index)}
            aria-current={isCurrent || undefined}
            aria-controls={controls}
            className="group grid h-8 min-w-6 cursor-pointer place-items-center px-1"
          >
            <span
              aria-hidden
              className={clsx(
                'block h-2 rounded-full transition-all duration-300',
                isCurrent
                  ? 'w-6 bg-primary'
                  : clsx(
                      'w-2',
                      tone === 'onDark' ? 'bg-white/50 group-hover:bg-white' : 'bg-line group-hover:bg-muted',
                    ),
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

/** Pauses or resumes a slideshow (WCAG 2.2.2: moving content can be paused). */
export function AutoplayToggle({
  isPlaying,
  onToggle,
  className,
}: {
  isPlaying: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const { t } = useCatalogueTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={isPlaying ? t('carousel.pause') : t('carousel.play')}
      className={clsx(
        'grid size-8 cursor-pointer place-items-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-fg',
        className,
      )}
    >
      {isPlaying ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
    </button>
  );
}
