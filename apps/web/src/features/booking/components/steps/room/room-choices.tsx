import type { Room } from '@ruangmain/domain/contracts/catalogue';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { QueryView } from '@/components/query-view';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { SelectableCard } from '@/features/booking/components/steps/selectable-card';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { useRoomsForConsole } from '@/lib/catalogue/get-rooms';
import { useBookingTranslation } from '@/lib/i18n-booking';
import { FALLBACK_IMAGES } from '@/lib/image-url';

/** spec 2 §2: three skeletons while the rooms load. */
const SKELETON_KEYS = [0, 1, 2];
const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const cardLayout = 'grid grid-cols-[7.5rem_minmax(0,1fr)] sm:grid-cols-1';
// The room art keeps its own 4:3 ratio at every width, so the names drawn into it are never cropped.
const imageClass = 'aspect-[4/3] h-auto w-full self-center sm:self-auto';

function RoomCard({ room, isSelected, isLocked }: { room: Room; isSelected: boolean; isLocked: boolean }) {
  const { t } = useBookingTranslation();
  const maxId = useId();
  return (
    <SelectableCard
      label={room.name}
      descriptionId={maxId}
      isSelected={isSelected}
      isLocked={isLocked}
      onSelect={() =>
        bookingDraftStore.change(
          { type: 'room', id: room.id },
          { room: { id: room.id, name: room.name, max_visitors: room.max_visitors } },
        )
      }
      className={cardLayout}
    >
      <FallbackImage
        image={room.image}
        fallback={FALLBACK_IMAGES.room}
        width={800}
        height={600}
        alt=""
        className={`${imageClass} bg-surface-2 object-cover`}
      />
      <span className="flex flex-col gap-1.5 p-3.5 sm:p-4">
        <span className="pr-8 text-base font-extrabold tracking-tight sm:text-lg">{room.name}</span>
        {room.description && (
          <span className="line-clamp-2 text-xs leading-relaxed text-muted sm:text-sm">
            {room.description}
          </span>
        )}
        <span
          id={maxId}
          className="mt-auto inline-flex w-fit items-center gap-1.5 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-bold text-accent-text"
        >
          <Users aria-hidden className="size-3.5" />
          {t('room.maxPeople', { count: room.max_visitors })}
        </span>
      </span>
    </SelectableCard>
  );
}

function RoomCardSkeleton() {
  return (
    <div className={`${cardLayout} overflow-hidden rounded-2xl border-2 border-line bg-surface`}>
      <Skeleton className={`${imageClass} rounded-none`} />
      <div className="space-y-2 p-3.5 sm:p-4">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-6 w-28 rounded-full" />
      </div>
    </div>
  );
}

type RoomChoicesProps = {
  consoleName: string | null;
  people: number | null;
  selectedRoomId: number | null;
  isLocked: boolean;
};

/**
 * Room Type (spec 2 §2): rooms with the chosen console that fit the number of people, each with its
 * 'Max N Orang' badge; a reward shows only its own room.
 */
export function RoomChoices({ consoleName, people, selectedRoomId, isLocked }: RoomChoicesProps) {
  const { t } = useBookingTranslation();
  const query = useRoomsForConsole(consoleName);
  return (
    <QueryView
      query={query}
      skeleton={
        <div aria-hidden data-testid="room-card-skeletons" className={gridClass}>
          {SKELETON_KEYS.map((key) => (
            <RoomCardSkeleton key={key} />
          ))}
        </div>
      }
      errorMessage={(error) => t('room.roomsFailed', { error: error.message })}
      retryLabel={t('wizard.retry')}
    >
      {(rooms) => {
        if (rooms.length === 0) return <EmptyState message={t('room.noRooms')} />;
        const shown = isLocked
          ? rooms.filter((room) => room.id === selectedRoomId)
          : rooms.filter((room) => people === null || room.max_visitors >= people);
        if (shown.length === 0) {
          return (
            <EmptyState
              message={
                <>
                  {t('room.noRoomsForPeople')}
                  <span className="mt-1 block text-sm font-normal">{t('room.tryFewerPeople')}</span>
                </>
              }
            />
          );
        }
        return (
          <ul aria-label={t('room.roomsHeading')} className={gridClass}>
            {shown.map((room) => (
              <li key={room.id}>
                <RoomCard room={room} isSelected={room.id === selectedRoomId} isLocked={isLocked} />
              </li>
            ))}
          </ul>
        );
      }}
    </QueryView>
  );
}
