import { pointsForBooking, wholeHoursBetween } from '@ruangmain/domain/bookings';
import { and, eq } from 'drizzle-orm';
import { bookings, pointTransactions, units, users } from '../../db/schema';
import { addedPoints, type LedgerTx, recordLedgerEntry, takenPoints } from './points-ledger';

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
  await tx.update(bookings).set({ points_earned: points }).where(eq(bookings.id, bookingId));
  return points;
}

/**
 * Takes back what a refunded booking earned, once. The balance never goes below zero: points already
 * spent on a reward stay spent, and the ledger records what was actually taken.
 */
export async function reverseBookingPoints(tx: LedgerTx, bookingId: number): Promise<number> {
  const [earned] = await tx
    .select({ user_id: pointTransactions.user_id, points: pointTransactions.points })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.booking_id, bookingId), eq(pointTransactions.type, 'earned')));
  if (!earned) return 0;
  const [user] = await tx
    .select({ total_points: users.total_points })
    .from(users)
    .where(eq(users.id, earned.user_id));
  const points = Math.min(earned.points, user?.total_points ?? 0);
  if (points === 0) return 0;
  const [booking] = await tx
    .select({ invoice_number: bookings.invoice_number })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const reversed = await recordLedgerEntry(
    tx,
    {
      user_id: earned.user_id,
      type: 'debit',
      points,
      description: `Points reversed for refunded booking ${booking?.invoice_number ?? bookingId}`,
      booking_id: bookingId,
    },
    takenPoints(points),
  );
  return reversed ? points : 0;
}
