import type { PeakHoursReportSchema, ReportPeriodQuerySchema } from '@ruangmain/domain/contracts/reports';
import type { WeeklyHours } from '@ruangmain/domain/hours';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { roundHours, selectRows, toNumber } from './report-sql';
import { rollupRows } from './rollups/rollup-rows';
import { soldDays } from './rollups/sold-days';
import { sellableHoursOf } from './sold-hours';

type Query = z.output<typeof ReportPeriodQuerySchema>;
type Report = z.output<typeof PeakHoursReportSchema>;

type Row = { hour: number; hours: unknown; bookings: unknown; units: unknown };

/**
 * GET /api/admin/reports/peak-hours: per clock hour of the day, the hours sold in the period's business
 * dates, the bookings that started in it and the share of that hour's sellable unit-hours sold;
 * busiest first. One statement over the days' rollups of hours sold (record 0031), the active units
 * counted beside.
 */
export async function getPeakHoursReport(
  db: Db,
  query: Query,
  venue: { timeZone: string; hours: WeeklyHours },
): Promise<Report> {
  const [days] = await rollupRows(db, [soldDays], query, venue.timeZone);
  const rows = await selectRows<Row>(
    db,
    sql`
      select hour, sum(hours) as hours, sum(started) as bookings,
        (select count(*) from units where is_active) as units
      from (${days()}) as sold group by hour`,
  );
  const { byHour } = sellableHoursOf(query, venue.hours);
  const activeUnits = toNumber(rows[0]?.units);
  const hours = byHour.map((sellable, hour) => {
    const row = rows.find((one) => one.hour === hour);
    const sold = roundHours(toNumber(row?.hours));
    const capacity = sellable * activeUnits;
    return {
      hour,
      sold_hours: sold,
      bookings: toNumber(row?.bookings),
      share: capacity > 0 ? Math.round((sold / capacity) * 10_000) / 10_000 : 0,
    };
  });
  return {
    from: query.from,
    to: query.to,
    hours: hours.sort((a, b) => b.sold_hours - a.sold_hours || b.bookings - a.bookings || a.hour - b.hour),
  };
}
