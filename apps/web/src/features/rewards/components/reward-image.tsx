import { clsx } from 'clsx';
import { CoinIcon } from '@/components/icons/coin-icon';
import { FallbackImage } from '@/components/ui/fallback-image';

/** A reward's picture; a missing or broken image shows the coin (spec 1 §7 "Images"). */
export function RewardImage({ image, className }: { image: string | null; className?: string }) {
  return (
    <div
      className={clsx(
        'grid place-items-center overflow-hidden bg-[radial-gradient(circle_at_30%_20%,color-mix(in_srgb,var(--rm-accent)_22%,transparent),transparent_65%)] bg-surface-2',
        className,
      )}
    >
      <FallbackImage
        image={image}
        fallback={<CoinIcon className="size-1/2 max-h-24 max-w-24" />}
        width={800}
        height={800}
        className="size-full object-cover object-top"
      />
    </div>
  );
}
