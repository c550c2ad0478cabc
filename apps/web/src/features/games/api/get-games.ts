import { type ListGamesResponse, listGamesEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Games page size (spec 1 §9); the home section asks for 8. */
export const GAMES_PAGE_SIZE = 15;
export const HOME_GAMES_LIMIT = 8;

type GetGamesParams = { page: number; perPage?: number };

/** A page of games, active ones only (spec 1 §5 "Catalogue filters"). */
export async function getGames({ page, perPage }: GetGamesParams): Promise<ListGamesResponse> {
  const result = await call(listGamesEndpoint, { query: { page, per_page: perPage } });
  return { ...result, data: (result.data ?? []).filter((game) => game.is_active) };
}

export const gamesQueryOptions = ({ page, perPage }: GetGamesParams) =>
  queryOptions({
    queryKey: queryKeys.catalogue.games(page, perPage ?? GAMES_PAGE_SIZE),
    queryFn: () => getGames({ page, perPage }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One page of the directory; the previous page stays on screen while the next one loads. */
export const useGames = (params: GetGamesParams) =>
  useQuery({ ...gamesQueryOptions(params), placeholderData: keepPreviousData });

/** The home section: at most 8 active games (spec 1 §9). */
export const useHomeGames = () =>
  useQuery({
    ...gamesQueryOptions({ page: 1, perPage: HOME_GAMES_LIMIT }),
    select: (page) => page.data.slice(0, HOME_GAMES_LIMIT),
  });
