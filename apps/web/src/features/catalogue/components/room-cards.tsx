import type { Room } from '@ruangmain/domain/contracts/catalogue';
import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import { ConsoleIcon } from '@/components/console-icon';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { NetflixIcon, RoomTierIcon } from '@/features/catalogue/components/catalogue-icons';
import { detectRoomTier } from '@/features/catalogue/utils/display';
import { useRooms } from '@/lib/catalogue/get-rooms';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';
import { FALLBACK_IMAGES } from '@/lib/image-url';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const cardClass =
  'flex w-full flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-card';
const chipClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-line bg-bg px-2.5 py-1 text-xs font-semibold text-fg';

function RoomCard({ room }: { room: Room }) {
  const { t } = useCatalogueTranslation();
  const tier = detectRoomTier(room.name);
  const hasNetflix = room.units.some((unit) => unit.has_netflix);
  return (
    <article className={clsx(cardClass, 'transition-shadow hover:shadow-card-lg')}>
      <div className="relative">
        <FallbackImage
          image={room.image}
          fallback={FALLBACK_IMAGES.room}
          width={800}
          height={600}
          alt={room.name}
          className="aspect-[4/3] w-full bg-surface-2 object-cover"
        />
        {tier && (
          <span
            className={clsx(
              'absolute top-4 left-4 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-extrabold tracking-wider uppercase shadow-lg',
              tier === 'vvip'
                ? 'bg-linear-to-r from-accent to-[#ff6f91] text-accent-fg'
                : 'bg-accent text-accent-fg',
            )}
          >
            <RoomTierIcon tier={tier} className="size-3.5" />
            {tier.toUpperCase()}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
          {room.name}
          {tier && (
            <span title={t(`rooms.${tier}`)} className="text-accent-text">
              <RoomTierIcon tier={tier} className="size-5" />
              <span className="sr-only">{t(`rooms.${tier}`)}</span>
            </span>
          )}
        </h3>
        {room.description && (
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-pretty text-muted">
            {room.description}
          </p>
        )}
        <div className="mt-auto pt-5">
          <p className="flex items-center justify-between gap-3 rounded-xl bg-surface-2 px-3.5 py-2.5 text-sm">
            <span className="flex items-center gap-2 font-medium text-muted">
              <Users aria-hidden className="size-4" />
              {t('rooms.maxVisitors')}
            </span>
            <span className="text-base font-extrabold tabular-nums">{room.max_visitors}</span>
          </p>
          <ul aria-label={t('rooms.consoles')} className="mt-3 flex flex-wrap gap-2">
            {room.consoles.map((item) => (
              <li key={item.id} className={chipClass}>
                <ConsoleIcon name={item.name} className="size-4 text-primary-text" />
                {item.name}
              </li>
            ))}
            {hasNetflix && (
              <li className={chipClass}>
                <NetflixIcon className="size-4" />
                {t('rooms.netflix')}
              </li>
            )}
          </ul>
        </div>
      </div>
    </article>
  );
}

export function RoomCardsSkeleton() {
  return (
    <div aria-hidden className={gridClass}>
      {[0, 1, 2].map((key) => (
        <div key={key} className={cardClass}>
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="space-y-3 p-5 sm:p-6">
            <Skeleton className="h-7 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="mt-5 h-11 w-full rounded-xl" />
            <Skeleton className="h-7 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Rooms section (spec 1 §2, §9): available rooms with at least one unit; image, text, Max Visitors,
 * console icons (active consoles with stock only), a crown for VIP and VVIP, Netflix when a unit has it.
 */
export default function RoomCards() {
  const { t } = useCatalogueTranslation();
  const { data: rooms, error, isPending, isError, refetch, isRefetching } = useRooms();
  if (isPending) return <RoomCardsSkeleton />;
  if (isError) {
    return (
      <ErrorState
        message={t('rooms.failed', { error: error.message })}
        onRetry={() => void refetch()}
        retryLabel={t('retry')}
        isRetrying={isRefetching}
      />
    );
  }
  if (rooms.length === 0) return <EmptyState message={t('rooms.empty')} />;
  return (
    <ul className={gridClass}>
      {rooms.map((room) => (
        <li key={room.id} className="flex">
          <RoomCard room={room} />
        </li>
      ))}
    </ul>
  );
}
