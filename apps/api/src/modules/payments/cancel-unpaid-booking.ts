import { type BookingEvent, paymentEventTo } from '@ruangmain/domain/booking-lifecycle';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { transitionBooking } from '../booking-lifecycle/lifecycle';
import { transitionPayments } from '../booking-lifecycle/payment-lifecycle';
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

/** The lifecycle event each reason is (packages/domain/src/booking-lifecycle.ts). */
const EVENT_OF_REASON: Record<CancelReason, BookingEvent> = {
  expired: 'hold_expired',
  payment_expired: 'hold_expired',
  payment_timeout: 'hold_expired',
  inactivity_timeout: 'hold_expired',
  timeout: 'hold_expired',
  payment_failed: 'payment_failed',
  payment_gateway_error: 'payment_failed',
  user_cancelled: 'cancelled_by_customer',
  customer_cancelled: 'cancelled_by_customer',
  staff_cancelled: 'cancelled_by_staff',
};

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
  const cancelled = await transitionBooking(tx, input.bookingId, {
    event: EVENT_OF_REASON[input.reason],
    // Only while unpaid, whatever else the event may end (staff also cancel paid bookings).
    from: ['pending'],
    set: { cancelled_at: input.at, cancel_reason: input.reason },
    now: input.at,
  });
  if (!cancelled) return false;
  if (cancelled.promo_id) await releasePromo(tx as Db, cancelled.promo_id);
  if (input.paymentStatus === null) return true;
  await transitionPayments(tx, eq(payments.booking_id, input.bookingId), {
    event: paymentEventTo(input.paymentStatus ?? 'cancel'),
    set: { updated_at: input.at },
  });
  return true;
}
