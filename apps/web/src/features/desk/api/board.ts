import type { GetBoardResponse } from '@ruangmain/domain/contracts/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Until the board's live events are subscribed, it asks again this often, and whenever the desk comes
 * back to the tab: another desk's action or an online booking shows without a reload.
 */
const BOARD_REFRESH_MS = 5_000;

/** The board of a business date (GET /api/admin/board); null asks for the day the venue is in now. */
export const boardQueryOptions = (date: string | null, showHidden: boolean) =>
  queryOptions({
    queryKey: queryKeys.desk.board(date, showHidden),
    queryFn: ({ signal }) =>
      apiClient
        .get<GetBoardResponse>('/api/admin/board', {
          params: { date, show_hidden: showHidden ? 'true' : undefined },
          signal,
        })
        .then((answer) => answer.data),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: BOARD_REFRESH_MS,
    placeholderData: (previous) => previous,
  });

export const useBoard = (date: string | null, showHidden: boolean) =>
  useQuery(boardQueryOptions(date, showHidden));

/** Every unit of the venue, for forms that pick one (a move, a rebook, a venue block). */
export function useBoardUnits() {
  const { data } = useQuery({ ...boardQueryOptions(null, false), refetchInterval: false });
  return useMemo(() => data?.rooms.flatMap((room) => room.units) ?? [], [data]);
}
