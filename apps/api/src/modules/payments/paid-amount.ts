import { PAID_PAYMENT_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';

/** Payment statuses that took money: paid, or paid and refunded since (packages/domain). */
export const PAID_STATUSES = PAID_PAYMENT_STATUSES;

/** What a booking's payments took: the booking and its extensions, refunds not taken off. */
export async function findPaidAmount(db: Pick<Db, 'select'>, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ value: sum(payments.gross_amount).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.booking_id, bookingId), inArray(payments.status, [...PAID_STATUSES])));
  return row?.value ?? 0;
}
