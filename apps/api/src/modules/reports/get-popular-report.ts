import type { PopularReportSchema, ReportPeriodQuerySchema } from '@ruangmain/domain/contracts/reports';
import { POPULAR_LISTS } from '@ruangmain/domain/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { roundHours, selectRows, toNumber } from './report-sql';
import {
  foodDays,
  playedDays,
  playerDays,
  playerMonths,
  spendDays,
  spendMonths,
} from './rollups/popular-days';
import { rollupRows } from './rollups/rollup-rows';

type Query = z.output<typeof ReportPeriodQuerySchema>;
type Report = z.output<typeof PopularReportSchema>;
type Row = { list: string; id: number | null; name: string; count: unknown; hours: unknown; amount: unknown };

/**
 * A customer's name: the account's as it is now, else the greatest name their bookings gave, else (left
 * blank) the phone number; from `b` (their rollup rows, grouped) and `us` (their account).
 */
const CUSTOMER_NAME = sql.raw(`coalesce(nullif(trim(coalesce(us.name, max(b.name))), ''), max(b.phone))`);

/** Rollup rows of the customers a top list (a statement's CTE) holds: names are read for those only. */
const ONE_OF_THE_TOP = (list: string) => sql.raw(`customer = any(array(select customer from ${list}))`);

/** Each list's length. */
export const POPULAR_LIMIT = 10;
const TOP = sql.raw(String(POPULAR_LIMIT));

/**
 * GET /api/admin/reports/popular: the period's top units, consoles and games by hours played (paid room
 * bookings starting in it), food items by pieces sold (counted once per booking, on its first payment),
 * and customers by money spent (payments less refunds, as revenue counts them) and by hours played. A
 * customer is their account, or a guest's phone number. One statement over the days' rollups (record
 * 0031); names are read as they are now.
 */
export async function getPopularReport(db: Db, query: Query, timeZone: string): Promise<Report> {
  const [played, food, spendByMonth, spendByDay, playersByMonth, playersByDay] = await rollupRows(
    db,
    [playedDays, foodDays, spendMonths, spendDays, playerMonths, playerDays],
    query,
    timeZone,
  );
  const spend = (where?: SQL) => sql`${spendByMonth(where)} union all ${spendByDay(where)}`;
  const players = (where?: SQL) => sql`${playersByMonth(where)} union all ${playersByDay(where)}`;
  const rows = await selectRows<Row>(
    db,
    sql`
      with played as (${played()}),
      top_units as (
        select 'units' as list, u.id, u.name, sum(p.bookings) as count, sum(p.hours) as hours, 0 as amount
        from played p join units u on u.id = p.unit_id
        group by u.id, u.name order by hours desc, u.id limit ${TOP}
      ),
      top_consoles as (
        select 'consoles', c.id, c.name, sum(p.bookings), sum(p.hours) as hours, 0
        from played p join unit_consoles uc on uc.unit_id = p.unit_id join consoles c on c.id = uc.console_id
        group by c.id, c.name order by hours desc, c.id limit ${TOP}
      ),
      top_games as (
        select 'games', g.id, g.title, sum(p.bookings), sum(p.hours) as hours, 0
        from played p join games g on g.id = p.game_id
        group by g.id, g.title order by hours desc, g.id limit ${TOP}
      ),
      top_food as (
        select 'food', f.id, f.name, sum(bf.pieces) as count, 0, sum(bf.amount)
        from (${food()}) as bf join fnbs f on f.id = bf.fnb_id
        group by f.id, f.name order by count desc, f.id limit ${TOP}
      ),
      spenders as (
        select customer, max(user_id) as user_id, sum(amount) as amount, max(last_booking) as last_booking
        from (${spend()}) as b group by customer order by amount desc, last_booking limit ${TOP}
      ),
      top_spenders as (
        select 'customers_by_spend', s.user_id, ${CUSTOMER_NAME}, count(distinct booking_id), 0, s.amount
        from spenders s
        join (${spend(ONE_OF_THE_TOP('spenders'))}) as b on b.customer = s.customer
        cross join unnest(b.booking_ids) as booking_id
        left join users us on us.id = s.user_id
        group by s.customer, s.user_id, s.amount, s.last_booking, us.name
        order by s.amount desc, s.last_booking
      ),
      players as (
        select customer, max(user_id) as user_id, sum(bookings) as bookings, sum(hours) as hours,
          max(last_booking) as last_booking
        from (${players()}) as b group by customer order by hours desc, last_booking limit ${TOP}
      ),
      top_players as (
        select 'customers_by_hours', t.user_id, ${CUSTOMER_NAME}, t.bookings, t.hours, 0
        from players t
        join (${players(ONE_OF_THE_TOP('players'))}) as b on b.customer = t.customer
        left join users us on us.id = t.user_id
        group by t.customer, t.user_id, t.bookings, t.hours, t.last_booking, us.name
        order by t.hours desc, t.last_booking
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
