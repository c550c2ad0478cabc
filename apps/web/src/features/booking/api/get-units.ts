import { getUnitEndpoint, listUnitsEndpoint } from '@ruangmain/domain/contracts/catalogue';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Units of a console in a room (spec 2 §7 GET /api/public/units). */
export const unitsQueryOptions = (consoleName: string | null, roomName: string | null) =>
  queryOptions({
    queryKey: queryKeys.booking.units(consoleName, roomName),
    queryFn: async () =>
      (
        await call(listUnitsEndpoint, {
          query: { console_name: consoleName ?? undefined, room_name: roomName ?? undefined },
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
    queryFn: unitId === null ? skipToken : () => call(getUnitEndpoint, { params: { id: unitId } }),
    staleTime: 60_000,
  });

export const useUnit = (unitId: number | null) => useQuery(unitQueryOptions(unitId));
