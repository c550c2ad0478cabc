import type { ListRoomsResponse, Room } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Rooms that are available and have at least one unit; in each, only consoles that are active and
 * have some available (spec 1 §5 "Catalogue filters").
 */
export async function getRooms(): Promise<Room[]> {
  const { data } = await apiClient.get<ListRoomsResponse>('/api/public/rooms');
  return (data ?? [])
    .filter((room) => room.is_available && (room.units?.length ?? 0) > 0)
    .map((room) => ({
      ...room,
      consoles: (room.consoles ?? []).filter((item) => item.is_active && item.amount > 0),
    }));
}

export const roomsQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'rooms'], queryFn: getRooms, staleTime: Number.POSITIVE_INFINITY });

export const useRooms = () => useQuery(roomsQueryOptions());
