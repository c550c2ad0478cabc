import type { PopularReportSchema, ReportPeriodQuerySchema } from '@ruangmain/domain/contracts/reports';
import { POPULAR_LISTS } from '@ruangmain/domain/contracts/reports';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  at,
  moneyMoved,
  PAID_PAYMENT,
  periodWindow,
  roundHours,
  SOLD_BOOKING,
  selectRows,
  toNumber,
} from './report-sql';

type Query = z.output<typeof ReportPeriodQuerySchema>;
type Report = z.output<typeof PopularReportSchema>;
type Row = { list: string; id: number | null; name: string; count: unknown; hours: unknown; amount: unknown };

/** A customer's name: the account's, else the booking's, else (left blank) the phone number. */
const CUSTOMER_NAME = sql.raw(`coalesce(nullif(trim(max(coalesce(us.name, b.name))), ''), max(b.phone))`);

/** Each list's length. */
export const POPULAR_LIMIT = 10;
const TOP = sql.raw(String(POPULAR_LIMIT));

/**
 * GET /api/admin/reports/popular: the period's top units, consoles and games by hours played (paid room
 * bookings starting in it), food items by pieces sold (orders and room bookings paid in it), and
 * customers by money spent (payments less refunds, as revenue counts them) and by hours played. A
 * customer is their account, or a guest's phone number. One statement.
 */
export async function getPopularReport(db: Db, query: Query, timeZone: string): Promise<Report> {
  const { start, end } = periodWindow(query, timeZone);
  const customerKey = sql.raw(`coalesce('u' || b.user_id, 'p' || b.phone)`);
  const rows = await selectRows<Row>(
    db,
    sql`
      with played as (
        select b.id, b.unit_id, b.game_id, b.user_id, b.phone, b.name,
          extract(epoch from b.end_at - b.start_at) / 3600.0 as hours
        from bookings b
        where b.booking_type = 'room' and b.status in ${SOLD_BOOKING}
          and b.start_at >= ${at(start)} and b.start_at < ${at(end)}
      ),
      money as (${moneyMoved(start, end)}),
      top_units as (
        select 'units' as list, u.id, u.name, count(*) as count, sum(p.hours) as hours, 0 as amount
        from played p join units u on u.id = p.unit_id
        group by u.id, u.name order by hours desc, u.id limit ${TOP}
      ),
      top_consoles as (
        select 'consoles', c.id, c.name, count(*), sum(p.hours) as hours, 0
        from played p join unit_consoles uc on uc.unit_id = p.unit_id join consoles c on c.id = uc.console_id
        group by c.id, c.name order by hours desc, c.id limit ${TOP}
      ),
      top_games as (
        select 'games', g.id, g.title, count(*), sum(p.hours) as hours, 0
        from played p join games g on g.id = p.game_id
        group by g.id, g.title order by hours desc, g.id limit ${TOP}
      ),
      top_food as (
        select 'food', f.id, f.name, sum(bf.quantity) as count, 0, sum(bf.quantity * bf.price)
        from booking_fnbs bf join fnbs f on f.id = bf.fnb_id
        where bf.booking_id in (
          select p.booking_id from payments p
          where p.paid_at >= ${at(start)} and p.paid_at < ${at(end)} and p.status in ${PAID_PAYMENT}
        )
        group by f.id, f.name order by count desc, f.id limit ${TOP}
      ),
      top_spenders as (
        select 'customers_by_spend', max(b.user_id), ${CUSTOMER_NAME}, count(distinct b.booking_id),
          0, sum(b.gross - b.refund) as amount
        from money b left join users us on us.id = b.user_id
        group by ${customerKey} order by amount desc, max(b.booking_id) limit ${TOP}
      ),
      top_players as (
        select 'customers_by_hours', max(b.user_id), ${CUSTOMER_NAME}, count(*), sum(b.hours) as hours, 0
        from played b left join users us on us.id = b.user_id
        group by ${customerKey} order by hours desc, max(b.id) limit ${TOP}
      )
      select * from top_units union all select * from top_consoles union all select * from top_games
      union all select * from top_food union all select * from top_spenders union all select * from top_players`,
  );

  const lists = Object.fromEntries(POPULAR_LISTS.map((list) => [list, [] as Report['units']])) as Omit<
    Report,
    'from' | 'to'
  >;
  for (const row of rows) {
    const list = lists[row.list as keyof typeof lists];
    list?.push({
      id: row.id === null ? null : toNumber(row.id),
      name: row.name,
      count: toNumber(row.count),
      hours: roundHours(toNumber(row.hours)),
      amount: toNumber(row.amount),
    });
  }
  return { from: query.from, to: query.to, ...lists };
}
