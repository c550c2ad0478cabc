import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { HOME_GAMES_LIMIT, useHomeGames } from '@/features/games/api/get-games';
import { GameCard, GameCardSkeleton } from '@/features/games/components/game-card';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5';

function PreviewBody() {
  const { t } = useCatalogueTranslation();
  const { data: games, error, isPending, isError, refetch, isRefetching } = useHomeGames();
  if (isPending) {
    return (
      <div className={gridClass}>
        {Array.from({ length: HOME_GAMES_LIMIT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        message={t('games.failed', { error: error.message })}
        onRetry={() => void refetch()}
        retryLabel={t('retry')}
        isRetrying={isRefetching}
      />
    );
  }
  if (games.length === 0) return <EmptyState message={t('games.empty')} />;
  return (
    <ul className={gridClass}>
      {games.map((game) => (
        <li key={game.id} className="flex">
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

/** Games section of the home page (spec 1 §2, §9): at most 8 active games and 'View More Games'. */
export default function GamesPreview() {
  const { t } = useCatalogueTranslation();
  return (
    <>
      <PreviewBody />
      <div className="mt-10 flex justify-center">
        <Link to={paths.games.getHref()} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {t('games.viewMore')}
          <ChevronRight aria-hidden className="size-5" />
        </Link>
      </div>
    </>
  );
}
