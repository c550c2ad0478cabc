import type { Console } from '@ruangmain/domain/contracts/catalogue';
import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import { ConsoleIcon } from '@/components/console-icon';
import { FallbackImage } from '@/components/ui/fallback-image';
import { FALLBACK_IMAGES } from '@/lib/image-url';

export type ConsoleCardSize = 'large' | 'compact';

/** The photo's box, also drawn by the loading skeletons so nothing moves when the data arrives. */
export const CONSOLE_IMAGE_CLASS: Record<ConsoleCardSize, string> = {
  large: 'aspect-[4/3] w-full rounded-3xl',
  compact: 'aspect-[16/10] w-full',
};

const LOOKS = {
  large: {
    imageHeight: 600,
    body: 'px-2 pb-3 md:px-0 md:pr-6 md:pb-0',
    name: 'flex items-center gap-3 text-2xl font-extrabold tracking-tight sm:text-3xl',
    badge: 'size-11 rounded-xl',
    icon: 'size-6',
    description: 'mt-4 line-clamp-5 text-base leading-relaxed text-pretty text-muted',
    available: 'mt-5 gap-2 px-3.5 py-1.5 text-sm',
    inStock: 'bg-success/10 text-success',
    // The carousel shows every active console alike; only the wizard can refuse a choice.
    soldOut: 'bg-success/10 text-success',
    check: 'size-4',
  },
  compact: {
    imageHeight: 500,
    body: 'flex flex-1 flex-col gap-2 p-4',
    name: 'flex items-center gap-2.5 text-lg font-extrabold tracking-tight',
    badge: 'size-8 rounded-lg',
    icon: 'size-4.5',
    description: 'line-clamp-2 text-sm leading-relaxed text-muted',
    available: 'mt-auto w-fit gap-1.5 px-3 py-1 text-xs',
    // A faint tint keeps the green text above 4.5:1 contrast in the light theme.
    inStock: 'bg-success/5 text-success ring-1 ring-success/25',
    soldOut: 'bg-surface-2 text-muted',
    check: 'size-3.5',
  },
} satisfies Record<ConsoleCardSize, Record<string, string | number>>;

type ConsoleCardContentProps = {
  item: Console;
  /** `large`: a slide of the home page's carousel (spec 1 §4), named by a heading. `compact`: a
   * choice card of the booking wizard (spec 2 §2), inside a button, so phrasing content only. */
  size: ConsoleCardSize;
  /** 'N Available', in the words of the screen's own catalogue. */
  availableLabel: string;
  /** Lets the card's button read the availability after the name. */
  availableId?: string;
  /** Loads the photo at once and first: a card the page shows first. */
  isPriority?: boolean;
};

/** A console's photo, icon and name, description and stock: what every console card shows. */
export function ConsoleCardContent({
  item,
  size,
  availableLabel,
  availableId,
  isPriority = false,
}: ConsoleCardContentProps) {
  const look = LOOKS[size];
  const isLarge = size === 'large';
  const Body = isLarge ? 'div' : 'span';
  const Name = isLarge ? 'h3' : 'span';
  const Text = isLarge ? 'p' : 'span';
  const isSoldOut = item.amount <= 0;
  return (
    <>
      <FallbackImage
        image={item.image}
        fallback={FALLBACK_IMAGES.console}
        width={800}
        height={look.imageHeight}
        // The wizard's button is already named by the console; the carousel's photo is not.
        alt={isLarge ? item.name : ''}
        draggable={isLarge ? false : undefined}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        className={`${CONSOLE_IMAGE_CLASS[size]} bg-surface-2 object-cover`}
      />
      <Body className={look.body}>
        <Name className={look.name}>
          <span
            className={clsx('grid shrink-0 place-items-center bg-primary-soft text-primary-text', look.badge)}
          >
            <ConsoleIcon name={item.name} className={look.icon} />
          </span>
          {item.name}
        </Name>
        {item.description && <Text className={look.description}>{item.description}</Text>}
        <Text
          id={availableId}
          className={clsx(
            'inline-flex items-center rounded-full font-bold',
            look.available,
            isSoldOut ? look.soldOut : look.inStock,
          )}
        >
          <CircleCheck aria-hidden className={look.check} />
          {availableLabel}
        </Text>
      </Body>
    </>
  );
}
