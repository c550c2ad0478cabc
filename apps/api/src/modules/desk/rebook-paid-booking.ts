import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { apiText } from '../../texts/local-text';
import { reclaimPromo } from '../payments/promo-usage';
import { creditBookingPoints } from '../points/booking-points';
import { changeBookingPlace } from './change-booking-place';
import { loadDeskBooking, refuse } from './desk-booking';
import type { MoveInput } from './move-booking';
import { checkActiveUnit, readMovePeriod } from './move-period';
import { isPaidAfterRelease } from './paid-amount';

/**
 * POST /api/admin/bookings/{id}/rebook: a payment settled after its hold was released and the slot
 * re-sold (record 0007); the desk gives it a free unit or time of the same length, where it is
 * confirmed, its promo use counted again and its points credited, as a timely payment would have.
 * One not rebooked is refunded instead (refund-booking.ts).
 */
export async function rebookPaidBooking(db: Db, input: MoveInput) {
  const before = await loadDeskBooking(db, input.id);
  const paymentRows = await db.select().from(payments).where(eq(payments.booking_id, before.id));
  if (
    !isPaidAfterRelease(before, paymentRows) ||
    before.refunded_amount > 0 ||
    !before.start_at ||
    !before.end_at
  ) {
    throw refuse(apiText('desk.notRebookable'));
  }
  const period = readMovePeriod(input, { start: before.start_at, end: before.end_at });
  await checkActiveUnit(db, input.unitId);
  const paidAt = paymentRows.find((payment) => payment.paid_at)?.paid_at ?? input.now;
  await changeBookingPlace(
    db,
    { unitId: input.unitId, ...period },
    {
      before,
      actor: input.actor,
      action: 'booking.rebook',
      event: 'rebooked',
      set: {
        unit_id: input.unitId,
        start_at: period.start,
        end_at: period.end,
        paid_at: paidAt,
        hold_expires_at: null,
        cancelled_at: null,
        cancel_reason: null,
      },
      guard: eq(bookings.refunded_amount, 0),
      now: input.now,
    },
    async (tx, after) => {
      if (after.promo_id) await reclaimPromo(tx, after.promo_id);
      await creditBookingPoints(tx, after.id);
    },
  );
}
