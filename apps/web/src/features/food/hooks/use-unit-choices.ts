import { useSeatUnits } from '@/features/food/api/get-menu';
import { usePlayingUnits } from '@/features/food/api/get-playing-units';
import { useSession } from '@/lib/auth/use-session';

export type UnitChoice = { id: number; name: string; room: { name: string } };

/** Why the Unit seating offers nothing: a guest has no booking to send food to; a customer none now. */
export type NoUnitReason = 'guest' | 'none-playing';

export type UnitChoices = {
  units: UnitChoice[];
  isPending: boolean;
  isError: boolean;
  noUnitReason: NoUnitReason | null;
};

/**
 * The units the Unit seating offers (issue 30): staff any unit of the venue; a customer only the units
 * of their own bookings playing now (the server refuses any other); a guest none. Read only while the
 * Unit seating is chosen (`enabled`).
 */
export function useUnitChoices(enabled: boolean): UnitChoices {
  const { isAuthenticated, isStaff } = useSession();
  const venueUnits = useSeatUnits(enabled && isStaff);
  const playingUnits = usePlayingUnits(enabled && isAuthenticated && !isStaff);
  if (!isAuthenticated) return { units: [], isPending: false, isError: false, noUnitReason: 'guest' };
  const query = isStaff ? venueUnits : playingUnits;
  const units = query.data ?? [];
  const isEmpty = query.isSuccess && units.length === 0;
  return {
    units,
    isPending: query.isPending,
    isError: query.isError,
    noUnitReason: isEmpty && !isStaff ? 'none-playing' : null,
  };
}
