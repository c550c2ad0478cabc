import { isTooFarInPast } from '@ruangmain/domain/bookings';
import {
  findBusinessDate,
  findSlotTime,
  isWithinBusinessHours,
  toInstant,
  type WeeklyHours,
} from '@ruangmain/domain/hours';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { units } from '../../db/schema/catalogue';
import { AppError } from '../../lib/errors';
import { apiText, type LocalText } from '../../texts/local-text';

const invalid = (field: string, message: LocalText, code: string) =>
  new AppError('validation', message, { errors: { [field]: [code] } });

/**
 * Where a moved booking goes (record 0023): a 30-minute slot of an open day, the booking's own length
 * (so its price stands), by closing time, and not more than 2 hours ago like a walk-in (spec 2 §9) —
 * unless the start stays where it is (an ongoing session moved to another unit).
 */
export function readMovePeriod(
  input: { startTime: string; endTime: string; timeZone: string; hours: WeeklyHours; now: Date },
  current: { start: Date; end: Date },
): { start: Date; end: Date } {
  const { hours } = input;
  const start = toInstant(input.startTime, input.timeZone);
  const end = toInstant(input.endTime, input.timeZone);
  const businessDate = findBusinessDate(input.startTime, hours);
  if (!businessDate || !findSlotTime(businessDate, input.startTime.slice(11), hours)) {
    throw invalid('start_time', apiText('booking.venueClosed'), 'validation.slot');
  }
  const length = current.end.getTime() - current.start.getTime();
  if (end.getTime() - start.getTime() !== length) {
    throw invalid(
      'end_time',
      apiText('booking.keepMinutes', { minutes: length / 60_000 }),
      'validation.duration',
    );
  }
  if (!isWithinBusinessHours({ start, end, timeZone: input.timeZone, hours })) {
    throw invalid('end_time', apiText('booking.endByClosing'), 'validation.closing_time');
  }
  const keepsStart = start.getTime() === current.start.getTime();
  if (!keepsStart && isTooFarInPast(start, input.now)) {
    throw invalid('start_time', apiText('booking.tooFarInPast'), 'validation.too_far_in_past');
  }
  return { start, end };
}

/** An active unit to move onto (422 otherwise). */
export async function checkActiveUnit(
  db: Pick<Db, 'select'>,
  unitId: number,
): Promise<{ id: number; name: string }> {
  const [unit] = await db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.is_active, true)));
  if (!unit) throw invalid('unit_id', apiText('booking.unitUnavailable'), 'validation.exists');
  return unit;
}
