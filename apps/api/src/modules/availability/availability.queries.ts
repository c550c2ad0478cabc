import type { OccupiedInterval } from '@ruangmain/domain/hours';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { rooms, units } from '../../db/schema/catalogue';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import type { OccupancyRow } from './occupancy-cache';

// The period test is written as the range overlap of the exclusion constraint bookings_no_overlap
// (migration 0001), with its partial-index predicate repeated, so the planner answers it from that
// GiST index: only the unit's active bookings that overlap are read, whatever the history holds and
// with or without planner statistics (PGlite collects none by itself).

/**
 * What occupies a unit in [from, to): active bookings and blocks. A hold past its expiry never blocks
 * anyone, even before the sweeper cancels it (../shared/DESIGN.md "Payment state").
 */
export async function findOccupiedIntervals(
  db: Db,
  unitId: number,
  from: Date,
  to: Date,
): Promise<OccupancyRow[]> {
  const rows = await db
    .select({
      start: bookings.start_at,
      end: bookings.end_at,
      status: bookings.status,
      holdExpiresAt: bookings.hold_expires_at,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.unit_id, unitId),
        sql`tstzrange(${bookings.start_at}, ${bookings.end_at}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        // Literal, not parameters, so the planner can prove the partial index's predicate.
        sql`${bookings.booking_type} in ('room', 'block') and ${bookings.status} in ('pending', 'confirmed', 'ongoing')`,
        or(
          isNull(bookings.hold_expires_at),
          gt(bookings.hold_expires_at, sql`now()`),
          sql`${bookings.status} <> 'pending'`,
        ),
      ),
    );
  return rows.flatMap(({ start, end, status, holdExpiresAt }): OccupancyRow[] => {
    if (!start || !end) return [];
    if (status === 'pending') return [{ start, end, status: 'pending', holdExpiresAt }];
    return [{ start, end, status: 'confirmed', holdExpiresAt: null }];
  });
}

export type BookableUnit = Awaited<ReturnType<typeof findBookableUnit>>;

/** An active unit of an available room, or 404; `status` says whether it is in maintenance. */
export async function findBookableUnit(db: Db, unitId: number) {
  const [unit] = await db
    .select({
      id: units.id,
      name: units.name,
      price_per_hour: units.price_per_hour,
      points_per_hour: units.points_per_hour,
      status: units.status,
    })
    .from(units)
    .innerJoin(rooms, eq(rooms.id, units.room_id))
    .where(and(eq(units.id, unitId), eq(units.is_active, true), eq(rooms.is_available, true)));
  if (!unit) throw new AppError('not_found', apiText('availability.unitNotFound'));
  return unit;
}

/**
 * What occupies a bookable unit in [from, to): a unit in maintenance is taken the whole time, so it
 * offers no slot and no duration (issue 17 "Manage the venue"); else its bookings and blocks, as
 * `findIntervals` reads them (the occupancy cache, or the database).
 */
export async function findUnitOccupancy(
  findIntervals: (unitId: number, from: Date, to: Date) => Promise<OccupiedInterval[]>,
  unit: { id: number; status: 'available' | 'maintenance' },
  from: Date,
  to: Date,
): Promise<OccupiedInterval[]> {
  if (unit.status === 'maintenance') return [{ start: from, end: to, status: 'confirmed' }];
  return findIntervals(unit.id, from, to);
}
