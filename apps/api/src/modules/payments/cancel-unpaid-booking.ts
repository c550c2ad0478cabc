import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { releasePromo } from './promo-usage';

/** Why an unpaid booking stopped holding its slots; kept on the booking for staff. */
export type CancelReason =
  | 'expired'
  | 'payment_failed'
  | 'payment_expired'
  | 'payment_timeout'
  | 'inactivity_timeout'
  | 'timeout'
  | 'user_cancelled'
  | 'customer_cancelled'
  | 'staff_cancelled'
  | 'payment_gateway_error';

export type PaymentEnd = 'cancel' | 'expire' | 'deny' | 'failure';

/**
 * Cancels a booking only while it is still unpaid (a guarded update, so two processes or a late
 * webhook cannot cancel twice), gives its promo use back and closes its open payment attempts, or
 * leaves them open when the provider has not been told yet (release-expired-holds.ts).
 * Resolves to true when this call cancelled it.
 */
export async function cancelUnpaidBooking(
  tx: Pick<Db, 'update'>,
  input: {
    bookingId: number;
    reason: CancelReason;
    at: Date;
    /** What the open payment attempts become (default cancel); null leaves them open. */
    paymentStatus?: PaymentEnd | null;
  },
): Promise<boolean> {
  const [cancelled] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelled_at: input.at, cancel_reason: input.reason, updated_at: input.at })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, 'pending')))
    .returning({ promo_id: bookings.promo_id });
  if (!cancelled) return false;
  if (cancelled.promo_id) await releasePromo(tx as Db, cancelled.promo_id);
  if (input.paymentStatus === null) return true;
  await tx
    .update(payments)
    .set({ status: input.paymentStatus ?? 'cancel', updated_at: input.at })
    .where(and(eq(payments.booking_id, input.bookingId), eq(payments.status, 'pending')));
  return true;
}
