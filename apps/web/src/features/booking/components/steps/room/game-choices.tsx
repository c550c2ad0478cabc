import type { Game } from '@ruangmain/domain/contracts/catalogue';
import { filterGamesForConsole, GAME_SEARCH_FROM, searchGames } from '@ruangmain/domain/game-consoles';
import { useId, useState } from 'react';
import { SearchInput } from '@/components/form/search-input';
import { QueryView } from '@/components/query-view';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { useUnit } from '@/features/booking/api/get-units';
import { SelectableCard } from '@/features/booking/components/steps/selectable-card';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { useBookingTranslation } from '@/lib/i18n-booking';
import { FALLBACK_IMAGES } from '@/lib/image-url';

/** Game cards name up to 3 consoles, then '+N' (spec 2 §2, §9). */
const MAX_CONSOLE_NAMES = 3;
const gridClass = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3';
const cardLayout = 'grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-3 p-2.5';

function GameCard({ game, isSelected }: { game: Game; isSelected: boolean }) {
  const { t } = useBookingTranslation();
  const consolesId = useId();
  const names = game.consoles.map((item) => item.name);
  const hidden = names.length - MAX_CONSOLE_NAMES;
  return (
    <SelectableCard
      label={game.title}
      descriptionId={consolesId}
      isSelected={isSelected}
      onSelect={() =>
        bookingDraftStore.change({ type: 'game', id: game.id }, { game: { id: game.id, title: game.title } })
      }
      className={cardLayout}
    >
      <FallbackImage
        image={game.image}
        fallback={FALLBACK_IMAGES.console}
        width={120}
        height={160}
        alt=""
        className="aspect-[3/4] w-16 rounded-lg bg-surface-2 object-cover"
      />
      <span className="min-w-0 pr-7">
        <span className="line-clamp-2 text-sm font-extrabold tracking-tight">{game.title}</span>
        <span id={consolesId} className="mt-1 block text-xs font-medium text-muted">
          {names.slice(0, MAX_CONSOLE_NAMES).join(' · ')}
          {hidden > 0 && (
            <span className="ml-1.5 rounded-md bg-surface-2 px-1.5 py-0.5 font-bold">
              {t('room.moreConsoles', { count: hidden })}
            </span>
          )}
        </span>
      </span>
    </SelectableCard>
  );
}

/** The games as cards; with many (GAME_SEARCH_FROM or more), a search above them narrows them. */
function GameList({ games, selectedGameId }: { games: readonly Game[]; selectedGameId: number | null }) {
  const { t } = useBookingTranslation();
  const [search, setSearch] = useState('');
  const hasSearch = games.length >= GAME_SEARCH_FROM;
  const shown = hasSearch ? searchGames(games, search) : games;
  return (
    <div className="flex flex-col gap-3">
      {hasSearch && (
        <SearchInput
          label={t('room.gameSearch')}
          placeholder={t('room.gameSearchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:max-w-sm"
        />
      )}
      {shown.length === 0 ? (
        <EmptyState message={t('room.noGameFound', { search: search.trim() })} />
      ) : (
        <ul aria-label={t('room.gamesHeading')} className={gridClass}>
          {shown.map((game) => (
            <li key={game.id}>
              <GameCard game={game} isSelected={game.id === selectedGameId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Game (spec 2 §2): the chosen unit's games that the chosen console plays (a unit may hold several
 * consoles, spec 2 §3); only one is kept (spec 2 §3 selectedGames).
 */
export function GameChoices({
  unitId,
  consoleName,
  selectedGameId,
}: {
  unitId: number;
  consoleName: string | null;
  selectedGameId: number | null;
}) {
  const { t } = useBookingTranslation();
  const unit = useUnit(unitId);
  return (
    <QueryView
      query={unit}
      skeleton={
        <div aria-hidden className={gridClass}>
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} className="h-[6.4rem] rounded-2xl" />
          ))}
        </div>
      }
      errorMessage={(error) => t('room.gamesFailed', { error: error.message })}
      retryLabel={t('wizard.retry')}
    >
      {(unitWithGames) => {
        const games = filterGamesForConsole(unitWithGames.games, unitWithGames.consoles, consoleName);
        return games.length === 0 ? (
          <EmptyState message={t('room.noGames')} />
        ) : (
          <GameList games={games} selectedGameId={selectedGameId} />
        );
      }}
    </QueryView>
  );
}
