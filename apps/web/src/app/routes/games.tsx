import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { gamesQueryOptions } from '@/features/games/api/get-games';
import { GamesDirectory } from '@/features/games/components/games-directory';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCatalogueTranslation } from '@/lib/i18n-catalogue';

/** /games: the full game directory (spec 1 §2). */
export default function GamesRoute() {
  const { t } = useTranslation();
  const { t: tCatalogue } = useCatalogueTranslation();
  useDocumentTitle(t('pages.games'));
  return (
    <>
      <PageHeader
        eyebrow={tCatalogue('games.heading')}
        title={t('pages.games')}
        description={tCatalogue('games.intro')}
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <GamesDirectory />
      </div>
    </>
  );
}

/** The directory's first page, preloaded with the document (app/route-table.ts). */
export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(gamesQueryOptions({ page: 1 }));
