import type { OccupancyReportSchema, ReportPeriodQuerySchema } from '@ruangmain/domain/contracts/reports';
import type { WeeklyHours } from '@ruangmain/domain/hours';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { roundHours, selectRows, toNumber } from './report-sql';
import { rollupRows } from './rollups/rollup-rows';
import { soldDays } from './rollups/sold-days';
import { sellableHoursOf } from './sold-hours';

type Query = z.output<typeof ReportPeriodQuerySchema>;
type Report = z.output<typeof OccupancyReportSchema>;

type Row = {
  unit_id: number | null;
  unit_name: string | null;
  room_name: string | null;
  is_active: boolean | null;
  weekday: number | null;
  hour: number;
  hours: unknown;
};

const share = (sold: number, sellable: number) =>
  sellable > 0 ? Math.round((sold / sellable) * 10_000) / 10_000 : 0;
const emptyDay = () => Array.from({ length: 24 }, () => 0);

/**
 * GET /api/admin/reports/occupancy: hours sold (paid room bookings, record 0026) in the business dates
 * of the period, by unit × clock hour and by weekday × clock hour, against the sellable hours: the
 * opening hours of each business date (hours.ts) × the active units. One statement, every active unit
 * listed even when it sold nothing, over the days' rollups of hours sold (record 0031).
 */
export async function getOccupancyReport(
  db: Db,
  query: Query,
  venue: { timeZone: string; hours: WeeklyHours },
): Promise<Report> {
  const [days] = await rollupRows(db, [soldDays], query, venue.timeZone);
  const rows = await selectRows<Row>(
    db,
    sql`
      with pieces as (select unit_id, extract(dow from day)::int as weekday, hour, hours from (${days()}) as sold),
      cells as (
        select unit_id, weekday, hour, sum(hours) as hours from pieces
        group by grouping sets ((unit_id, hour), (weekday, hour))
      )
      select u.id as unit_id, u.name as unit_name, r.name as room_name, u.is_active, null::int as weekday,
        -1 as hour, 0 as hours
      from units u join rooms r on r.id = u.room_id
      where u.is_active
      union all
      select c.unit_id, u.name, r.name, u.is_active, c.weekday, c.hour, c.hours
      from cells c
      left join units u on u.id = c.unit_id
      left join rooms r on r.id = u.room_id`,
  );

  const sellable = sellableHoursOf(query, venue.hours);
  const units = new Map<number, Report['units'][number] & { isActive: boolean }>();
  const weekdays = Array.from({ length: 7 }, (_, weekday) => ({ weekday, hours: emptyDay(), sold_hours: 0 }));
  for (const row of rows) {
    if (row.unit_id !== null && row.unit_name !== null) {
      let unit = units.get(row.unit_id);
      if (!unit) {
        unit = {
          id: row.unit_id,
          name: row.unit_name,
          room: row.room_name ?? '',
          hours: emptyDay(),
          sold_hours: 0,
          sellable_hours: 0,
          share: 0,
          isActive: Boolean(row.is_active),
        };
        units.set(row.unit_id, unit);
      }
      if (row.hour >= 0) unit.hours[row.hour] = roundHours(toNumber(row.hours));
    } else if (row.weekday !== null) {
      const day = weekdays[row.weekday];
      if (day) day.hours[row.hour] = roundHours(toNumber(row.hours));
    }
  }

  const unitList = [...units.values()].map(({ isActive, ...unit }) => {
    const sold = roundHours(unit.hours.reduce((sum, hours) => sum + hours, 0));
    const unitSellable = isActive ? sellable.total : 0;
    return { ...unit, sold_hours: sold, sellable_hours: unitSellable, share: share(sold, unitSellable) };
  });
  for (const day of weekdays) day.sold_hours = roundHours(day.hours.reduce((sum, hours) => sum + hours, 0));
  const soldHours = roundHours(unitList.reduce((sum, unit) => sum + unit.sold_hours, 0));
  const sellableHours = unitList.reduce((sum, unit) => sum + unit.sellable_hours, 0);
  return {
    from: query.from,
    to: query.to,
    sold_hours: soldHours,
    sellable_hours: sellableHours,
    share: share(soldHours, sellableHours),
    sellable_by_hour: sellable.byHour,
    units: unitList,
    weekdays,
  };
}
