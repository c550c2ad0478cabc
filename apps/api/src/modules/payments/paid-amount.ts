import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';

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
