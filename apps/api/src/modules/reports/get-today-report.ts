import type { TodayReportSchema } from '@ruangmain/domain/contracts/reports';
import { deskDateOf } from '@ruangmain/domain/desk';
import { getBusinessWindow, toInstant, type WeeklyHours } from '@ruangmain/domain/hours';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { at, PAID_PAYMENT, SOLD_BOOKING, selectRows, toNumber } from './report-sql';

type Report = z.output<typeof TodayReportSchema>;
type Row = {
  received: unknown;
  refunded: unknown;
  bookings: unknown;
  in_use: unknown;
  units: unknown;
  food: unknown;
};

/** Food orders still waiting for the kitchen older than this are forgotten ones, not today's work. */
const FOOD_ORDER_HORIZON = sql.raw(`interval '1 day'`);

/**
 * GET /api/admin/reports/today, the board's strip (staff and admins): for the business date the venue
 * is in (Saturday 00:30 is still Friday), the money received since its midnight less refunds given,
 * its paid room bookings, the units occupied now (a paid booking or a venue block) and the paid food
 * orders not served yet. One statement of counts.
 */
export async function getTodayReport(
  db: Db,
  input: { timeZone: string; hours: WeeklyHours; now: Date },
): Promise<Report> {
  const date = deskDateOf(input.now, input.timeZone, input.hours);
  const dayStart = toInstant(`${date} 00:00`, input.timeZone);
  const { opensAt, closesAt } = getBusinessWindow(date, input.timeZone, input.hours);
  const now = at(input.now);
  const [row] = await selectRows<Row>(
    db,
    sql`
      select
        (select coalesce(sum(gross_amount), 0) from payments
          where paid_at >= ${at(dayStart)} and paid_at <= ${now} and status in ${PAID_PAYMENT}) as received,
        (select coalesce(sum(amount), 0) from refunds
          where status = 'succeeded' and completed_at >= ${at(dayStart)} and completed_at <= ${now}) as refunded,
        (select count(*) from bookings
          where booking_type = 'room' and status in ${SOLD_BOOKING}
            and start_at >= ${at(opensAt)} and start_at < ${at(closesAt)}) as bookings,
        (select count(distinct unit_id) from bookings
          where booking_type in ('room', 'block') and status in ('confirmed', 'ongoing')
            and tstzrange(start_at, end_at, '[)') && tstzrange(${now}, ${now}, '[]')) as in_use,
        (select count(*) from units where is_active) as units,
        (select count(*) from bookings
          where booking_type = 'fnb' and status in ('confirmed', 'preparing')
            and coalesce(start_at, created_at) >= ${now} - ${FOOD_ORDER_HORIZON}) as food`,
  );
  return {
    date,
    revenue: toNumber(row?.received) - toNumber(row?.refunded),
    bookings: toNumber(row?.bookings),
    units_in_use: toNumber(row?.in_use),
    units_total: toNumber(row?.units),
    food_orders_open: toNumber(row?.food),
  };
}
