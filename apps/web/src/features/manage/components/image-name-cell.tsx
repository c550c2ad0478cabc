import { clsx } from 'clsx';
import { FallbackImage, type FallbackImageProps } from '@/components/ui/fallback-image';

const SHAPES = {
  /** Consoles, food, rewards. */
  square: { width: 40, height: 40, className: 'size-10 rounded-lg' },
  /** Game covers. */
  cover: { width: 32, height: 40, className: 'h-10 w-8 rounded-md' },
  /** Rooms. */
  wide: { width: 56, height: 40, className: 'h-10 w-14 rounded-lg' },
} as const;

/** A list's first cell: the item's picture (or its fallback) beside its name. */
export function ImageNameCell({
  image,
  fallback,
  name,
  shape = 'square',
  className,
}: {
  image: string | null;
  fallback: FallbackImageProps['fallback'];
  name: string;
  shape?: keyof typeof SHAPES;
  className?: string;
}) {
  const { width, height, className: size } = SHAPES[shape];
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <FallbackImage
        image={image}
        fallback={fallback}
        width={width}
        height={height}
        className={clsx(size, 'shrink-0 object-cover')}
      />
      <span className="font-semibold">{name}</span>
    </div>
  );
}
