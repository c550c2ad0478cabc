import { and, eq, gt, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { cancelUnpaidBooking } from './cancel-unpaid-booking';

/**
 * Holds past their time never block anyone (../shared/DESIGN.md "Payment state"), but the exclusion
 * constraint sees them until they are cancelled: a booking or a move releases those in its own way, on its
 * own unit and period, in the database only. Asking the provider about them is the sweeper's job
 * (jobs/sweeper.ts), so no request waits on the network for someone else's hold: their payment attempts stay
 * open until the sweeper closes them, and a payment that went through meanwhile confirms its booking again if
 * the slot is still free (apply-payment-status.ts).
 */
export async function releaseExpiredHolds(
  db: Db,
  input: { unitId: number; start: Date; end: Date; now: Date },
): Promise<void> {
  const expired = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.unit_id, input.unitId),
        eq(bookings.status, 'pending'),
        lte(bookings.hold_expires_at, input.now),
        lt(bookings.start_at, input.end),
        gt(bookings.end_at, input.start),
      ),
    );
  for (const hold of expired) {
    await db.transaction((tx) =>
      cancelUnpaidBooking(tx, { bookingId: hold.id, reason: 'expired', at: input.now, paymentStatus: null }),
    );
  }
}
