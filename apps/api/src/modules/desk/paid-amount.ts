import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { DeskRow } from './desk-booking';

/** Payment statuses that took money: paid, or paid and refunded since. */
export const PAID_STATUSES = ['settlement', 'capture', 'refund'] as const;

/** What a booking's payments took: the booking and its extensions, refunds not taken off. */
export async function findPaidAmount(db: Pick<Db, 'select'>, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ value: sum(payments.gross_amount).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.booking_id, bookingId), inArray(payments.status, [...PAID_STATUSES])));
  return row?.value ?? 0;
}

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
