import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';

export type BookingRow = typeof bookings.$inferSelect;

export const bookingNotFound = () => new AppError('not_found', apiText('booking.notFound'));

/**
 * A booking of the caller's own account; anyone else, staff included, is told it does not exist.
 * Staff act on customers' bookings through the desk's routes, which audit them (docs/decisions/0037).
 */
export async function findOwnBooking(db: Db, bookingId: number, auth: Auth): Promise<BookingRow> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.user_id !== auth.user.id) throw bookingNotFound();
  return booking;
}
