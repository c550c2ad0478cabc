import { getBoardEndpoint } from '@ruangmain/domain/contracts/board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The board of a business date; null asks for the day the venue is in now. It
 * is asked again when the board's version changes (LiveDesk) and when the desk comes back to the tab.
 */
export const boardQueryOptions = (date: string | null, showHidden: boolean) =>
  queryOptions({
    queryKey: queryKeys.desk.board(date, showHidden),
    queryFn: ({ signal }) =>
      call(getBoardEndpoint, { query: { date, show_hidden: showHidden ? 'true' : undefined }, signal }).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
  });

export const useBoard = (date: string | null, showHidden: boolean) =>
  useQuery(boardQueryOptions(date, showHidden));

/** Every unit of the venue, for forms that pick one (a move, a rebook, a venue block). */
export function useBoardUnits() {
  const { data } = useQuery({ ...boardQueryOptions(null, false), refetchInterval: false });
  return useMemo(() => data?.rooms.flatMap((room) => room.units) ?? [], [data]);
}
