import { isStaff } from '@ruangmain/domain/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';

export type BookingRow = typeof bookings.$inferSelect;

export const bookingNotFound = () => new AppError('not_found', 'Booking not found');

/** A booking its owner, or staff, may act on; anyone else is told it does not exist. */
export async function findOwnBooking(db: Db, bookingId: number, auth: Auth): Promise<BookingRow> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw bookingNotFound();
  if (!isStaff(auth.user) && booking.user_id !== auth.user.id) throw bookingNotFound();
  return booking;
}
