import { MINUTES_PER_DAY } from '@ruangmain/domain/dates';
import {
  findBusinessDate,
  isWithinBusinessHours,
  LATEST_CLOSING,
  SLOT_MINUTES,
  toLocalDateTime,
} from '@ruangmain/domain/hours';
import { type OpeningHoursBody, toWeeklyHours } from '@ruangmain/domain/weekly-hours';

/** How long the venue stays open after `now` with the hours of `openingHoursAround`, at least. */
export const OPEN_HOURS_AFTER_NOW = 4;

/**
 * Opening hours under which a product server of a journey's or a benchmark's own (never the shared
 * one) is open from `now` for at least four hours, whatever the hour, and today is the business date
 * now is in. A day cannot stay open 24 hours nor close after 06:00 the next morning (record 0029,
 * contracts/venue-hours.ts), so every day is open 23½ hours, with its half-hour closed far from now:
 * 00:00–23:30 until 19:00, and from 19:00 06:30 to 06:00 the next morning (the half hour closed then is
 * 06:00–06:30 tomorrow). Throws if the product's own rules disagree, before the product is asked.
 */
export function openingHoursAround(now: Date, timeZone: string): OpeningHoursBody {
  const local = toLocalDateTime(now, timeZone);
  const minuteOfDay = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  const day =
    minuteOfDay < 19 * 60
      ? { opens_at: 0, closes_at: MINUTES_PER_DAY - SLOT_MINUTES }
      : { opens_at: LATEST_CLOSING - MINUTES_PER_DAY + SLOT_MINUTES, closes_at: LATEST_CLOSING };
  const days: OpeningHoursBody = Array.from({ length: 7 }, () => day);
  const hours = toWeeklyHours(days);
  const later = new Date(now.getTime() + OPEN_HOURS_AFTER_NOW * 60 * 60_000);
  if (findBusinessDate(now, timeZone, hours) !== local.slice(0, 10))
    throw new Error(`the hours around ${local} put now in another business date`);
  if (!isWithinBusinessHours({ start: now, end: later, timeZone, hours }))
    throw new Error(`the hours around ${local} do not stay open ${OPEN_HOURS_AFTER_NOW} hours`);
  return days;
}
