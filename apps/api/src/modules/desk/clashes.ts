import { ACTIVE_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { boardStateOf } from '@ruangmain/domain/desk';
import { and, asc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, venueBlocks } from '../../db/schema/bookings';
import { AppError, findSqlState, SQLSTATE } from '../../lib/errors';
import { rerunDeadlocked } from '../../lib/rerun-deadlocked';
import { apiText } from '../../texts/local-text';

export type ClashQuery = {
  unitIds: readonly number[];
  start: Date;
  end: Date;
  excludeId?: number;
  now: Date;
};

/**
 * What occupies some units over a period: their active bookings and venue blocks (the exclusion
 * constraint's set: pending holds still within their time, confirmed, ongoing), for a 409 to show.
 */
export async function findClashes(db: Pick<Db, 'select'>, query: ClashQuery) {
  const conditions: Array<SQL | undefined> = [
    inArray(bookings.unit_id, [...query.unitIds]),
    inArray(bookings.booking_type, ['room', 'block']),
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
    sql`tstzrange(${bookings.start_at}, ${bookings.end_at}, '[)') && tstzrange(${query.start}, ${query.end}, '[)')`,
    or(
      isNull(bookings.hold_expires_at),
      ne(bookings.status, 'pending'),
      gt(bookings.hold_expires_at, query.now),
    ),
    query.excludeId ? ne(bookings.id, query.excludeId) : undefined,
  ];
  const rows = await db
    .select({ booking: bookings, block_title: venueBlocks.title })
    .from(bookings)
    .leftJoin(venueBlocks, eq(venueBlocks.id, bookings.venue_block_id))
    .where(and(...conditions))
    .orderBy(asc(bookings.start_at), asc(bookings.id));
  return rows.flatMap(({ booking, block_title }) =>
    booking.unit_id && booking.start_at && booking.end_at
      ? [
          {
            id: booking.id,
            invoice_number: booking.invoice_number,
            unit_id: booking.unit_id,
            state: boardStateOf(
              {
                bookingType: booking.booking_type,
                status: booking.status,
                cancelReason: booking.cancel_reason,
                startAt: booking.start_at,
                endAt: booking.end_at,
                checkedInAt: booking.checked_in_at,
              },
              query.now,
            ),
            name: booking.name,
            start_at: booking.start_at,
            end_at: booking.end_at,
            venue_block:
              booking.venue_block_id && block_title
                ? { id: booking.venue_block_id, title: block_title }
                : null,
          },
        ]
      : [],
  );
}

/**
 * Runs a write the exclusion constraint judges (../shared/DESIGN.md "No double booking"); when it refuses,
 * answers 409 'Unit is already booked' with what is in the way. `write` is a whole transaction, run again
 * if it lost a deadlock to a rival (rerun-deadlocked.ts).
 */
export async function judgedByConstraint<T>(db: Db, clash: ClashQuery, write: () => Promise<T>): Promise<T> {
  try {
    return await rerunDeadlocked(write);
  } catch (error) {
    if (findSqlState(error) !== SQLSTATE.exclusionViolation) throw error;
    throw new AppError('conflict', apiText('booking.unitBooked'), {
      details: { conflicts: await findClashes(db, clash) },
    });
  }
}
