import { clsx } from 'clsx';
import { Star } from 'lucide-react';

/** The rating scale (spec 1 §9: 5 stars). */
export const RATING_SCALE = 5;

type StarRatingProps = {
  /** 0 to 5; rounded to whole stars. */
  rating: number;
  /** Accessible text, e.g. 'Rated 4 out of 5'. */
  label: string;
  className?: string;
};

/** Five stars, the first `rating` of them filled. */
export function StarRating({ rating, label, className }: StarRatingProps) {
  const filled = Math.max(0, Math.min(RATING_SCALE, Math.round(rating)));
  return (
    <p role="img" aria-label={label} className={clsx('flex items-center gap-0.5', className)}>
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          aria-hidden
          className={clsx(
            'size-4',
            index < filled ? 'fill-accent text-accent' : 'fill-transparent text-line',
          )}
        />
      ))}
    </p>
  );
}
