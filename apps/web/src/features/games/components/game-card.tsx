import type { Game } from '@ruangmain/domain/contracts/catalogue';
import { clsx } from 'clsx';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';
import { FALLBACK_IMAGES } from '@/lib/image-url';

/** At most 2 genre badges per game (spec 1 §9). */
export const MAX_GENRE_BADGES = 2;

/** Up to two genre names, or null when the game has none (shown as 'Unknown Genre'). */
export function getGenreBadges(game: Game): string[] | null {
  const names = (game.genres ?? []).map((genre) => genre.name?.trim()).filter(Boolean) as string[];
  return names.length > 0 ? names.slice(0, MAX_GENRE_BADGES) : null;
}

type GameCardProps = {
  game: Game;
  /**
   * `always`: badges stay visible (home). `hover`: they appear on hover or keyboard focus (the games
   * page, spec 1 §2); touch screens, which cannot hover, always show them. Either way under the art.
   */
  badges?: 'always' | 'hover';
  /** Priority loading for the first row of a page. */
  isPriority?: boolean;
  /** The title's heading level: h3 under a home section, h2 on the games page. */
  headingLevel?: 'h2' | 'h3';
};

export const gameCardClass =
  'group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card';
export const gameImageClass = 'aspect-[3/4] w-full';

export function GameCard({
  game,
  badges = 'always',
  isPriority = false,
  headingLevel = 'h3',
}: GameCardProps) {
  const Heading = headingLevel;
  const { t } = useCatalogueTranslation();
  const genres = getGenreBadges(game);
  const revealOnHover = badges === 'hover';
  return (
    <article
      // The games page reveals the badges on keyboard focus too, so the card takes focus there.
      tabIndex={revealOnHover ? 0 : undefined}
      aria-label={revealOnHover ? game.title : undefined}
      className={clsx(
        gameCardClass,
        'transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-card-lg focus-visible:-translate-y-1 focus-visible:shadow-card-lg',
      )}
    >
      <div className="relative overflow-hidden bg-surface-2">
        <FallbackImage
          image={game.image}
          fallback={FALLBACK_IMAGES.console}
          width={600}
          height={800}
          alt={game.title}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : undefined}
          className={clsx(
            gameImageClass,
            'object-cover transition-transform duration-300 group-hover:scale-[1.03]',
          )}
        />
      </div>
      {/* The badges sit under the art, never on it: cover art draws the game's title at its foot, where
          badges laid over it hid it (issue 30). On the games page they appear on hover or keyboard
          focus where a pointer can hover (spec 1 §2), their room kept so nothing moves. */}
      <ul
        aria-label={t('games.genres')}
        data-testid="game-genres"
        className={clsx(
          'flex flex-wrap gap-1.5 px-3.5 pt-3 transition-opacity duration-200 sm:px-4',
          revealOnHover &&
            '[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-visible:opacity-100 [@media(hover:hover)]:group-hover:opacity-100',
        )}
      >
        {(genres ?? [t('games.unknownGenre')]).map((name) => (
          <li key={name} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-[0.7rem] font-bold text-fg">
            {name}
          </li>
        ))}
      </ul>
      <div className="flex flex-1 flex-col p-3.5 pt-2 sm:p-4 sm:pt-2">
        {/* The whole title, wrapped: a cut title was the one thing a card is for (issue 30). */}
        <Heading className="text-sm font-extrabold tracking-tight break-words text-balance sm:text-base">
          {game.title}
        </Heading>
        {game.description && (
          <p className="mt-1 line-clamp-2 text-xs leading-relaxed text-muted sm:text-sm">
            {game.description}
          </p>
        )}
      </div>
    </article>
  );
}

export function GameCardSkeleton() {
  return (
    <div aria-hidden data-testid="game-card-skeleton" className={gameCardClass}>
      <Skeleton className={`${gameImageClass} rounded-none`} />
      <div className="space-y-2 p-3.5 sm:p-4">
        <Skeleton className="h-4 w-1/3 rounded-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-2/3" />
      </div>
    </div>
  );
}
