import { listPlayingUnitsEndpoint } from '@ruangmain/domain/contracts/food';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How long a list of playing units is trusted: a session starts or ends on the half hour. */
const PLAYING_UNITS_STALE_MS = 30_000;

/**
 * The units the signed-in customer's own bookings play on now (issue 30), the only ones their food may
 * be sent to: GET /api/customer/playing-units.
 */
export const usePlayingUnits = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.customer.playingUnits(),
    queryFn: async () => (await call(listPlayingUnitsEndpoint)).data,
    staleTime: PLAYING_UNITS_STALE_MS,
    enabled,
  });
