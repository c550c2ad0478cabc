import type { ListRoomsQuery, ListRoomsResponse } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Rooms that hold a console (spec 2 §7 GET /api/public/rooms?console_name=…): only rooms that are
 * available and have at least one unit with it are kept.
 */
export const roomsForConsoleQueryOptions = (consoleName: string | null) =>
  queryOptions({
    queryKey: ['booking', 'rooms', consoleName],
    queryFn: async () => {
      const { data } = await apiClient.get<ListRoomsResponse>('/api/public/rooms', {
        params: { console_name: consoleName ?? undefined } satisfies ListRoomsQuery,
      });
      return (data ?? []).filter((room) => room.is_available && (room.units?.length ?? 0) > 0);
    },
    enabled: consoleName !== null,
    staleTime: 60_000,
  });

export const useRoomsForConsole = (consoleName: string | null) =>
  useQuery(roomsForConsoleQueryOptions(consoleName));
