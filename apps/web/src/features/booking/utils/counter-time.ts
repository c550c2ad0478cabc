import { isTooFarInPast } from '@ruangmain/domain/bookings';
import { getVenueDateTime } from '@/lib/venue-clock';

// Both sides are venue-local wall times; read alike (as UTC) they keep their real distance, since the
// venue's zone has no daylight saving.
const asInstant = (localDateTime: string) => new Date(`${localDateTime.replace(' ', 'T')}:00Z`);

/**
 * An OTS booking may start at most 2 hours ago (spec 2 §5 "Payment page": 'Selected time is too far in
 * the past...'); `start` is the booking's venue-local 'yyyy-MM-dd HH:mm'.
 */
export function isCounterStartTooFarInPast(start: string, now: string = getVenueDateTime()): boolean {
  return isTooFarInPast(asInstant(start), asInstant(now));
}
