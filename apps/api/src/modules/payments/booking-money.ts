import {
  type BookingMoney,
  type ChargedAmounts,
  summarizeBookingMoney,
} from '@ruangmain/domain/booking-money';
import type { BookingStatus } from '@ruangmain/domain/booking-values';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { bookingExtensions } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';

/** What a booking was charged when made, as its view's transactions[0] carries it. */
export function chargedOf(view: { transactions: readonly ChargedAmounts[] }): ChargedAmounts {
  const [charged] = view.transactions;
  if (!charged) throw new Error('a booking view carries its charged amounts');
  return charged;
}

/**
 * A booking's money lines (packages/domain booking-money.ts) read from its payments, the time added at
 * the desk and what has gone back, with those extensions for the lines that name them.
 */
export async function loadBookingMoney(
  db: Db,
  view: { id: number; status: BookingStatus; transactions: readonly ChargedAmounts[] },
): Promise<{ money: BookingMoney; extensions: Array<typeof bookingExtensions.$inferSelect> }> {
  const [paymentRows, extensionRows, [row]] = await Promise.all([
    db
      .select({ gross_amount: payments.gross_amount, status: payments.status })
      .from(payments)
      .where(eq(payments.booking_id, view.id)),
    db
      .select()
      .from(bookingExtensions)
      .where(eq(bookingExtensions.booking_id, view.id))
      .orderBy(asc(bookingExtensions.id)),
    db.select({ refunded: bookings.refunded_amount }).from(bookings).where(eq(bookings.id, view.id)),
  ]);
  const money = summarizeBookingMoney({
    status: view.status,
    charged: chargedOf(view),
    extensions: extensionRows,
    payments: paymentRows,
    refunded: row?.refunded ?? 0,
  });
  return { money, extensions: extensionRows };
}
