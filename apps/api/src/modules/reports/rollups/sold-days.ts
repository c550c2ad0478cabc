import { sql } from 'drizzle-orm';
import { at } from '../report-sql';
import { businessPeriodWindow, LONGEST_BOOKING_DAYS, soldHourPieces } from '../sold-hours';
import type { RollupKind } from './rollup-kind';

/**
 * Hours sold by business date, unit and clock hour, with the bookings started in that hour of that
 * business date (occupancy, peak hours). A business day (06:00 to 06:00) reads from a day before its
 * start: a booking begun then may run into it.
 */
export const soldDays: RollupKind = {
  name: 'sold',
  table: 'report_sold_days',
  columns: ['unit_id', 'hour', 'hours', 'started'],
  windowOf: businessPeriodWindow,
  lookbackDays: LONGEST_BOOKING_DAYS,
  rows: ({ start, end }, timeZone) => sql`
    select business_day as day, unit_id, hour, sum(hours) as hours,
      count(distinct booking_id) filter (
        where extract(hour from start_at at time zone ${timeZone}) = hour and start_at >= ${at(start)}
      ) as started
    from (${soldHourPieces(start, end, timeZone)}) as pieces
    group by business_day, unit_id, hour`,
};
