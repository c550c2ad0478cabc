import { addDays, formatTime, MINUTES_PER_DAY, weekdayOf } from '@ruangmain/domain/dates';
import { getOpeningHours, LATEST_CLOSING, toInstant, type WeeklyHours } from '@ruangmain/domain/hours';
import type { ReportPeriod } from '@ruangmain/domain/report-period';
import { type SQL, sql } from 'drizzle-orm';
import { at, SOLD_BOOKING } from './report-sql';

/** A business date ends, at the latest, at 06:00 the next morning (slot-times.ts LATEST_CLOSING). */
const BUSINESS_DAY_START = formatTime(LATEST_CLOSING);
const BUSINESS_DAY_OFFSET = sql.raw(`interval '${(LATEST_CLOSING - MINUTES_PER_DAY) / 60} hours'`);
/** No booking runs longer than a day: a period's bookings start at most this long before it. */
export const LONGEST_BOOKING_DAYS = 1;
const LONGEST_BOOKING = sql.raw(`interval '${LONGEST_BOOKING_DAYS} day'`);

/** The instants the business dates from … to cover: from's 06:00 to the 06:00 after `to`. */
export function businessPeriodWindow({ from, to }: ReportPeriod, timeZone: string) {
  return {
    start: toInstant(`${from} ${BUSINESS_DAY_START}`, timeZone),
    end: toInstant(`${addDays(to, 1)} ${BUSINESS_DAY_START}`, timeZone),
  };
}

/**
 * The hours sold in [start, end), cut into the venue's clock hours: one row per sold room booking and
 * local hour it touches, with the unit, the clock hour (0–23), the business date and its weekday (0 =
 * Sunday; Saturday 00:30 is Friday night's) and the hours of it inside that clock hour. Reads
 * bookings_room_start_idx.
 */
export function soldHourPieces(start: Date, end: Date, timeZone: string): SQL {
  return sql`
    with sold as (
      select b.id, b.unit_id, b.start_at,
        greatest(b.start_at, ${at(start)}) at time zone ${timeZone} as local_start,
        least(b.end_at, ${at(end)}) at time zone ${timeZone} as local_end
      from bookings b
      where b.booking_type = 'room' and b.status in ${SOLD_BOOKING}
        and b.start_at >= ${at(start)} - ${LONGEST_BOOKING} and b.start_at < ${at(end)} and b.end_at > ${at(start)}
    )
    select sold.id as booking_id, sold.unit_id, sold.start_at,
      extract(hour from h)::int as hour,
      (h - ${BUSINESS_DAY_OFFSET})::date as business_day,
      extract(dow from h - ${BUSINESS_DAY_OFFSET})::int as weekday,
      extract(epoch from least(sold.local_end, h + interval '1 hour') - greatest(sold.local_start, h)) / 3600.0 as hours
    from sold
    cross join lateral generate_series(
      date_trunc('hour', sold.local_start), sold.local_end - interval '1 microsecond', interval '1 hour'
    ) as h`;
}

/**
 * Sellable hours of one unit in a period (the venue's opening hours as set now, record 0029), overall,
 * per clock hour and per weekday × hour.
 */
export function sellableHoursOf({ from, to }: ReportPeriod, hours: WeeklyHours) {
  const byHour = Array.from({ length: 24 }, () => 0);
  const byWeekdayHour = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  let total = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const { opensAt, closesAt } = getOpeningHours(date, hours);
    const weekday = weekdayOf(date);
    for (let hour = Math.floor(opensAt / 60); hour * 60 < closesAt; hour += 1) {
      const open = (Math.min(closesAt, (hour + 1) * 60) - Math.max(opensAt, hour * 60)) / 60;
      const row = byWeekdayHour[weekday] as number[];
      byHour[hour % 24] = (byHour[hour % 24] ?? 0) + open;
      row[hour % 24] = (row[hour % 24] ?? 0) + open;
      total += open;
    }
  }
  return { total, byHour, byWeekdayHour };
}
