import { listRoomsEndpoint, type Room } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Rooms that are available and have at least one unit, in each only the consoles that are active and
 * have some available (spec 1 §5 "Catalogue filters"); with a console's name, only the rooms holding it
 * (spec 2 §7 GET /api/public/rooms?console_name=…).
 */
export async function getRooms(consoleName: string | null, signal?: AbortSignal): Promise<Room[]> {
  const { data } = await call(listRoomsEndpoint, {
    query: { console_name: consoleName ?? undefined },
    signal,
  });
  return (data ?? [])
    .filter((room) => room.is_available && (room.units?.length ?? 0) > 0)
    .map((room) => ({
      ...room,
      consoles: (room.consoles ?? []).filter((item) => item.is_active && item.amount > 0),
    }));
}

export const roomsQueryOptions = (consoleName: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.catalogue.rooms(consoleName),
    queryFn: ({ signal }) => getRooms(consoleName, signal),
    // The home page's list loads once a visit (spec 1 §4 "Data slices"); the wizard asks again after a
    // minute which rooms hold a console.
    staleTime: consoleName === null ? Number.POSITIVE_INFINITY : 60_000,
  });

/** Every room, for the home page's rooms section. */
export const useRooms = () => useQuery(roomsQueryOptions());

/** The rooms holding a console; nothing is asked before one is chosen. */
export const useRoomsForConsole = (consoleName: string | null) =>
  useQuery({ ...roomsQueryOptions(consoleName), enabled: consoleName !== null });
