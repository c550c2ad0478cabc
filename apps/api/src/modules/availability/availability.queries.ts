import type { OccupiedInterval } from '@ruangmain/domain/hours';
import { and, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, rooms, units } from '../../db/schema';
import { AppError } from '../../lib/errors';

// No booking or block lasts a day, so "starts after from − 1 day" bounds the index range: the query
// costs the same with a thousand bookings or a hundred thousand (issue "Booking engine").
const LONGEST_OCCUPANCY_MS = 24 * 60 * 60 * 1000;

/**
 * What occupies a unit in [from, to): active bookings and blocks. A hold past its expiry never blocks
 * anyone, even before the sweeper cancels it (DESIGN.md "Payment state").
 */
export async function findOccupiedIntervals(
  db: Db,
  unitId: number,
  from: Date,
  to: Date,
): Promise<OccupiedInterval[]> {
  const rows = await db
    .select({ start: bookings.start_at, end: bookings.end_at, status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.unit_id, unitId),
        gte(bookings.start_at, new Date(from.getTime() - LONGEST_OCCUPANCY_MS)),
        lt(bookings.start_at, to),
        gt(bookings.end_at, from),
        inArray(bookings.booking_type, ['room', 'block']),
        inArray(bookings.status, ['pending', 'confirmed', 'ongoing']),
        or(
          isNull(bookings.hold_expires_at),
          gt(bookings.hold_expires_at, sql`now()`),
          sql`${bookings.status} <> 'pending'`,
        ),
      ),
    );
  return rows.flatMap((row) =>
    row.start && row.end
      ? [{ start: row.start, end: row.end, status: row.status === 'pending' ? 'pending' : 'confirmed' }]
      : [],
  );
}

/** An active unit of an available room, or 404. */
export async function findBookableUnit(db: Db, unitId: number) {
  const [unit] = await db
    .select({
      id: units.id,
      name: units.name,
      price_per_hour: units.price_per_hour,
      points_per_hour: units.points_per_hour,
    })
    .from(units)
    .innerJoin(rooms, eq(rooms.id, units.room_id))
    .where(and(eq(units.id, unitId), eq(units.is_active, true), eq(rooms.is_available, true)));
  if (!unit) throw new AppError('not_found', 'Unit not found');
  return unit;
}
