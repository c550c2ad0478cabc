import type { payments } from '../../db/schema/payments';
import type { DeskRow } from './desk-booking';

// Owned by payments (the provider's refunds count them too); kept here for the desk's readers.
export { PAID_STATUSES } from '../payments/paid-amount';

/**
 * Paid after its hold was released (record 0007): cancelled, yet one of its payments settled after the
 * cancellation. A paid booking cancelled at the desk was paid before it was cancelled.
 */
export function isPaidAfterRelease(
  row: Pick<DeskRow, 'status' | 'cancelled_at' | 'booking_type'>,
  paymentRows: ReadonlyArray<Pick<typeof payments.$inferSelect, 'status' | 'paid_at'>>,
): boolean {
  if (row.status !== 'cancelled' || row.booking_type !== 'room' || !row.cancelled_at) return false;
  const cancelledAt = row.cancelled_at.getTime();
  return paymentRows.some(
    (payment) =>
      (payment.status === 'settlement' || payment.status === 'capture') &&
      payment.paid_at !== null &&
      payment.paid_at.getTime() >= cancelledAt,
  );
}
