import { isStaff } from '@ruangmain/domain/roles';
import { eq } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';
import type { CancelReason } from '../payments/cancel-unpaid-booking';
import type { HoldDeps } from '../payments/payment-deps';
import { releaseHold } from '../payments/release-hold';
import { bookingNotFound } from './find-booking';

export type CancelPaymentInput = {
  reason: CancelReason;
  order_id?: string | undefined;
  invoice_number?: string | undefined;
};

/**
 * POST /api/bookings/{id}/cancel-payment (spec 2 §4): the payment screen gave up (closed, failed,
 * timed out), so the hold is released at once instead of at its expiry. Idempotent: a booking already
 * cancelled answers the same. A booking that turns out to be paid is not cancelled. Guests prove the
 * booking is theirs with its order id or invoice number, which only the booking answer carried.
 */
export async function cancelPayment(
  deps: HoldDeps,
  input: { bookingId: number; body: CancelPaymentInput; auth: Auth | undefined },
) {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, input.bookingId));
  if (!booking) throw bookingNotFound();
  await assertMayCancel(deps, booking, input);
  if (booking.status === 'cancelled') return { status: booking.status, message: 'Payment cancelled' };
  if (booking.status !== 'pending') throw new AppError('conflict', 'This booking is already paid.');

  const result = await releaseHold(deps, {
    bookingId: booking.id,
    reason: input.body.reason,
    providerAction: 'cancel',
    whenUnreachable: 'release',
  });
  if (result.status === 'paid') throw new AppError('conflict', 'This booking is already paid.');
  return { status: 'cancelled' as const, message: 'Payment cancelled' };
}

async function assertMayCancel(
  deps: HoldDeps,
  booking: typeof bookings.$inferSelect,
  input: { body: CancelPaymentInput; auth: Auth | undefined },
): Promise<void> {
  const { auth, body } = input;
  if (isStaff(auth?.user)) return;
  if (booking.user_id !== null) {
    if (auth?.user.id !== booking.user_id) throw bookingNotFound();
    return;
  }
  if (body.invoice_number && body.invoice_number === booking.invoice_number) return;
  if (body.order_id) {
    const [payment] = await deps.db
      .select({ booking_id: payments.booking_id })
      .from(payments)
      .where(eq(payments.order_id, body.order_id));
    if (payment?.booking_id === booking.id) return;
  }
  throw bookingNotFound();
}
