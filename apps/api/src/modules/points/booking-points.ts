import { pointsForBooking, wholeHoursBetween } from '@ruangmain/domain/bookings';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { changeBooking } from '../booking-lifecycle/lifecycle';
import { addedPoints, type LedgerTx, recordLedgerEntry } from './points-ledger';

/**
 * Credits a paid online room booking of a logged-in customer: hours × the unit's points per hour
 * (../shared/DESIGN.md "Points"). The ledger's unique (booking, type) key makes it happen once, whatever the
 * webhook retries; the balance moves in the same transaction. Guests, OTS and rewards earn nothing.
 */
export async function creditBookingPoints(tx: LedgerTx, bookingId: number): Promise<number> {
  const [booking] = await tx
    .select({
      user_id: bookings.user_id,
      channel: bookings.channel,
      booking_type: bookings.booking_type,
      invoice_number: bookings.invoice_number,
      start_at: bookings.start_at,
      end_at: bookings.end_at,
      points_per_hour: units.points_per_hour,
    })
    .from(bookings)
    .leftJoin(units, eq(units.id, bookings.unit_id))
    .where(eq(bookings.id, bookingId));
  if (!booking?.user_id || booking.channel !== 'online' || booking.booking_type !== 'room') return 0;
  if (!booking.start_at || !booking.end_at) return 0;
  const points = pointsForBooking(
    wholeHoursBetween(booking.start_at, booking.end_at) ?? 0,
    booking.points_per_hour,
  );
  if (points === 0) return 0;

  const credited = await recordLedgerEntry(
    tx,
    {
      user_id: booking.user_id,
      type: 'earned',
      points,
      description: `Points earned from booking ${booking.invoice_number}`,
      booking_id: bookingId,
    },
    addedPoints(points),
  );
  if (!credited) return 0;
  await changeBooking(tx, bookingId, { set: { points_earned: points } });
  return points;
}
