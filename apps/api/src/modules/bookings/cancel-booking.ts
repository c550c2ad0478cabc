import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import type { HoldDeps } from '../payments/payment-deps';
import { releaseHold } from '../payments/release-hold';
import { findOwnBooking } from './find-booking';

/**
 * POST /api/customer/cancel/{id}: a customer withdraws a booking they have not paid. Paid bookings
 * follow the venue's terms (no cancellation, spec 1 §9) and are refused.
 */
export async function cancelOwnBooking(deps: HoldDeps, input: { bookingId: number; auth: Auth }) {
  const booking = await findOwnBooking(deps.db, input.bookingId, input.auth);
  if (booking.status === 'cancelled') return;
  if (booking.status !== 'pending') {
    throw new AppError('conflict', apiText('booking.onlyUnpaidCancelled'));
  }
  const result = await releaseHold(deps, {
    bookingId: booking.id,
    reason: 'customer_cancelled',
    providerAction: 'cancel',
    whenUnreachable: 'release',
  });
  if (result.status === 'paid') throw new AppError('conflict', apiText('booking.onlyUnpaidCancelled'));
}
