import { PAID_ACTIVE_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import type { PlayingUnit } from '@ruangmain/domain/contracts/food';
import { CHECK_IN_EARLY_MINUTES, isAtUnitNow } from '@ruangmain/domain/desk';
import { and, asc, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { rooms, units } from '../../db/schema/catalogue';

/**
 * The units a customer's own room bookings hold now (issue 30 "food to a unit"): checked in, or
 * within their time (desk.ts isAtUnitNow). Read in SQL only roughly (paid, not over, started or
 * checked in early); the domain rule decides, the one the board draws with.
 */
export async function listPlayingUnits(db: Db, input: { userId: number; now: Date }): Promise<PlayingUnit[]> {
  const { now } = input;
  const earliestCheckIn = new Date(now.getTime() + CHECK_IN_EARLY_MINUTES * 60_000);
  const rows = await db
    .select({
      unitId: units.id,
      unitName: units.name,
      roomName: rooms.name,
      bookingType: bookings.booking_type,
      status: bookings.status,
      cancelReason: bookings.cancel_reason,
      startAt: bookings.start_at,
      endAt: bookings.end_at,
      checkedInAt: bookings.checked_in_at,
    })
    .from(bookings)
    .innerJoin(units, eq(units.id, bookings.unit_id))
    .innerJoin(rooms, eq(rooms.id, units.room_id))
    .where(
      and(
        eq(bookings.user_id, input.userId),
        eq(bookings.booking_type, 'room'),
        inArray(bookings.status, [...PAID_ACTIVE_BOOKING_STATUSES]),
        gt(bookings.end_at, now),
        or(
          lte(bookings.start_at, now),
          and(isNotNull(bookings.checked_in_at), lte(bookings.start_at, earliestCheckIn)),
        ),
      ),
    )
    .orderBy(asc(bookings.start_at), asc(units.id));
  const playing = new Map<number, PlayingUnit>();
  for (const row of rows) {
    if (!isAtUnitNow(row, now) || playing.has(row.unitId)) continue;
    playing.set(row.unitId, { id: row.unitId, name: row.unitName, room: { name: row.roomName } });
  }
  return [...playing.values()];
}
