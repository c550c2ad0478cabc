import { UPCOMING_BOOKING_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { wholeHoursBetween } from '@ruangmain/domain/bookings';
import type { WeeklyHours } from '@ruangmain/domain/hours';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../lib/errors';
import { rerunDeadlocked } from '../../lib/rerun-deadlocked';
import type { Auth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { changeBooking } from '../booking-lifecycle/lifecycle';
import { releaseExpiredHolds } from '../payments/release-expired-holds';
import { readBookingPeriod } from './booking-period';
import { findOwnBooking } from './find-booking';
import { mayCustomersReschedulePaid } from './venue-policy';

/**
 * POST /api/reschedule/{id}: a customer moves their own booking to a new start, keeping its hours and
 * so its price (spec 2 §5 "Reschedule end time = new start plus duration"). Unpaid bookings move
 * freely; paid ones only if the venue allows it (venue-policy.ts), else the venue moves them at the
 * desk, audited (docs/decisions/0037). The exclusion constraint refuses a clash with 409.
 */
export async function rescheduleBooking(
  deps: { db: Db; timeZone: string; loadHours: () => Promise<WeeklyHours> },
  input: { bookingId: number; auth: Auth; startTime: string; endTime: string },
) {
  const booking = await findOwnBooking(deps.db, input.bookingId, input.auth);
  if (booking.booking_type !== 'room' || !booking.unit_id || !booking.start_at || !booking.end_at) {
    throw new AppError('validation', apiText('booking.onlyRoomsRescheduled'));
  }
  if (booking.status !== 'pending' && booking.status !== 'confirmed') {
    throw new AppError('conflict', apiText('booking.notReschedulable'));
  }
  if (booking.status === 'confirmed' && !(await mayCustomersReschedulePaid(deps.db))) {
    throw new AppError('forbidden', apiText('booking.paidNotReschedulable'));
  }
  const now = new Date();
  const period = readBookingPeriod({
    startTime: input.startTime,
    endTime: input.endTime,
    timeZone: deps.timeZone,
    hours: await deps.loadHours(),
    now,
    isAtCounter: false,
  });
  const hours = wholeHoursBetween(booking.start_at, booking.end_at);
  if (period.hours !== hours) {
    throw new AppError('validation', apiText('booking.keepHours', { hours: hours ?? period.hours }), {
      errors: { end_time: ['validation.duration'] },
    });
  }
  await releaseExpiredHolds(deps.db, { unitId: booking.unit_id, start: period.start, end: period.end, now });
  const moved = await rerunDeadlocked(() =>
    changeBooking(deps.db, booking.id, {
      set: { start_at: period.start, end_at: period.end },
      guard: inArray(bookings.status, [...UPCOMING_BOOKING_STATUSES]),
      now,
    }),
  );
  if (!moved) throw new AppError('conflict', apiText('booking.notReschedulable'));
}
