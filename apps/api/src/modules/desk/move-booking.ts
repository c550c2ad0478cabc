import { ACTIVE_BOOKING_STATUSES, isBookingStatusIn } from '@ruangmain/domain/booking-lifecycle';
import type { WeeklyHours } from '@ruangmain/domain/hours';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { refuseGameOffConsole } from '../bookings/booking-unit';
import { noticeBookingMoved } from '../notices/booking-notices';
import { changeBookingPlace } from './change-booking-place';
import { loadDeskBooking, refuse } from './desk-booking';
import { checkActiveUnit, readMovePeriod } from './move-period';

export type MoveInput = {
  id: number;
  unitId: number;
  startTime: string;
  endTime: string;
  actor: AuditActor;
  now: Date;
  timeZone: string;
  /** The venue's booking hours (venue-hours/venue-hours.ts). */
  hours: WeeklyHours;
};

/**
 * POST /api/admin/bookings/{id}/move: a room booking (a hold, paid, or playing) goes to another unit or
 * time, keeping its length and price (record 0023). The exclusion constraint judges: of two desks
 * moving into the same free time one wins, and a clash answers 409 with what is in the way. The
 * row's unit and times are the guard, so a booking moved meanwhile by someone else is refused.
 */
export async function moveBooking(db: Db, input: MoveInput) {
  const before = await loadDeskBooking(db, input.id);
  if (before.booking_type !== 'room' || !before.unit_id || !before.start_at || !before.end_at) {
    throw refuse(apiText('desk.notRoom'));
  }
  if (!isBookingStatusIn(ACTIVE_BOOKING_STATUSES, before.status)) throw refuse(apiText('desk.notActive'));
  const period = readMovePeriod(input, { start: before.start_at, end: before.end_at });
  const unit = await checkActiveUnit(db, input.unitId);
  // The party keeps its game: a unit none of whose consoles plays it cannot take it (issue 29).
  if (before.game_id !== null && unit.id !== before.unit_id) {
    await refuseGameOffConsole(db, { unit, gameId: before.game_id });
  }
  await changeBookingPlace(
    db,
    { unitId: input.unitId, ...period },
    {
      before,
      actor: input.actor,
      action: 'booking.move',
      set: { unit_id: input.unitId, start_at: period.start, end_at: period.end },
      guard: and(
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        eq(bookings.unit_id, before.unit_id as number),
        eq(bookings.start_at, before.start_at as Date),
        eq(bookings.end_at, before.end_at as Date),
      ),
      now: input.now,
    },
    async (tx) => {
      // The customer's confirmation names the old unit and time (issue 29); a move onto the place it
      // already holds (a second click) tells nothing new.
      const isSamePlace =
        input.unitId === before.unit_id &&
        period.start.getTime() === before.start_at?.getTime() &&
        period.end.getTime() === before.end_at?.getTime();
      if (isSamePlace) return;
      await noticeBookingMoved(tx, before.id, {
        unitId: before.unit_id,
        start: before.start_at,
        end: before.end_at,
        changedAt: input.now,
      });
    },
  );
}
