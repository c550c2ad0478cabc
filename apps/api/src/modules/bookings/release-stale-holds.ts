import { and, eq, gt, lt, lte } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { type HoldDeps, releaseHold } from './release-hold';

/**
 * Holds past their time never block anyone (DESIGN.md "Payment state"), but the exclusion constraint
 * still sees them until they are cancelled: release the ones in the way of a new booking first.
 */
export async function releaseStaleHolds(
  deps: HoldDeps,
  input: { unitId: number; start: Date; end: Date; now: Date },
): Promise<void> {
  const stale = await deps.db
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
  for (const hold of stale) {
    await releaseHold(deps, {
      bookingId: hold.id,
      reason: 'expired',
      providerAction: 'expire',
      whenUnreachable: 'release',
    });
  }
}
