import type {
  GetUnitResponse,
  ListUnitsQuery,
  ListUnitsResponse,
} from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Units of a console in a room (spec 2 §7 GET /api/public/units). */
export const unitsQueryOptions = (consoleName: string | null, roomName: string | null) =>
  queryOptions({
    queryKey: queryKeys.booking.units(consoleName, roomName),
    queryFn: async () =>
      (
        await apiClient.get<ListUnitsResponse>('/api/public/units', {
          params: {
            console_name: consoleName ?? undefined,
            room_name: roomName ?? undefined,
          } satisfies ListUnitsQuery,
        })
      ).data ?? [],
    enabled: Boolean(consoleName && roomName),
    staleTime: 60_000,
  });

export const useUnits = (consoleName: string | null, roomName: string | null) =>
  useQuery(unitsQueryOptions(consoleName, roomName));

/** One unit with its games (spec 2 §7 GET /api/public/units/{id}). */
export const unitQueryOptions = (unitId: number | null) =>
  queryOptions({
    queryKey: queryKeys.booking.unit(unitId),
    queryFn: () => apiClient.get<GetUnitResponse>(`/api/public/units/${unitId}`),
    enabled: unitId !== null,
    staleTime: 60_000,
  });

export const useUnit = (unitId: number | null) => useQuery(unitQueryOptions(unitId));
