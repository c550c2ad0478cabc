import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { useGames } from '@/features/games/api/get-games';
import { GameCard, GameCardSkeleton } from '@/features/games/components/game-card';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';

/** Skeleton cards while a page loads (spec 1 §2). */
export const GAMES_SKELETON_COUNT = 8;

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 xl:grid-cols-5';

/** The page in the URL (?page=2), so back and forward move between pages; 1 when absent or invalid. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The game directory (spec 1 §2 Games): a grid with genre badges on hover, numbered pagination,
 * 'Showing {to} of {total} games', 8 skeleton cards while loading, the server's error and 'Try again'.
 */
export function GamesDirectory() {
  const { t } = useCatalogueTranslation();
  const [searchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const { data, error, isPending, isError, isPlaceholderData, isFetching, refetch } = useGames({ page });

  if (isPending) {
    return (
      <div aria-busy="true">
        <div className={gridClass}>
          {Array.from({ length: GAMES_SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <GameCardSkeleton key={index} />
          ))}
        </div>
        <Skeleton className="mx-auto mt-10 h-10 w-72 rounded-xl" />
      </div>
    );
  }

  if (isError) {
    return (
      <div className="flex flex-col items-center gap-5 rounded-3xl border border-danger/30 bg-danger/5 px-6 py-14 text-center">
        {/* Games show the server's error text (spec 1 §8). */}
        <p role="alert" className="max-w-md font-medium text-fg">
          {error.message}
        </p>
        <Button variant="primary" onClick={() => void refetch()} isLoading={isFetching}>
          {!isFetching && <RefreshCw aria-hidden className="size-4" />}
          {t('games.tryAgain')}
        </Button>
      </div>
    );
  }

  if (data.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-6">
        <EmptyState className="w-full" message={t('games.empty')} />
        {page > 1 && (
          <Link to={paths.games.getHref()} className={buttonVariants({ variant: 'outline' })}>
            {t('games.firstPage')}
          </Link>
        )}
      </div>
    );
  }

  const isChangingPage = isPlaceholderData && isFetching;
  return (
    <div aria-busy={isChangingPage || undefined}>
      <ul className={clsx(gridClass, 'transition-opacity', isChangingPage && 'opacity-60')}>
        {data.data.map((game, index) => (
          <li key={game.id} className="flex">
            <GameCard game={game} badges="hover" headingLevel="h2" isPriority={index < 2} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
        <p role="status" className="text-sm font-medium text-muted">
          {t('games.showing', { to: data.to ?? 0, total: data.total })}
        </p>
        {data.last_page > 1 && (
          <Pagination
            page={data.current_page}
            lastPage={data.last_page}
            getHref={paths.games.getHref}
            labels={{
              navigation: t('games.pagination.label'),
              previous: t('games.pagination.previous'),
              next: t('games.pagination.next'),
              page: (value) => t('games.pagination.page', { page: value }),
            }}
          />
        )}
      </div>
    </div>
  );
}
