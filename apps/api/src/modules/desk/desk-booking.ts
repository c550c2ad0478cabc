import type { DeskBookingFacts } from '@ruangmain/domain/desk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../lib/errors';
import { apiText, type LocalText } from '../../texts/local-text';

export type DeskRow = typeof bookings.$inferSelect;

/** A booking the desk acts on; 404 when there is none (any booking: the desk sees them all). */
export async function loadDeskBooking(db: Pick<Db, 'select'>, id: number): Promise<DeskRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new AppError('not_found', apiText('booking.notFound'));
  return row;
}

/** What the desk rules (packages/domain/src/desk.ts) read of a booking. */
export function deskFactsOf(row: DeskRow): DeskBookingFacts {
  return {
    bookingType: row.booking_type,
    status: row.status,
    startAt: row.start_at,
    endAt: row.end_at,
    checkedInAt: row.checked_in_at,
  };
}

/**
 * A state rule refused the action (409). The answer carries an empty `conflicts`, so routes whose 409
 * lists what is in the way answer the same shape whatever refused them.
 */
export function refuse(message: LocalText): AppError {
  return new AppError('conflict', message, { details: { conflicts: [] } });
}
