import { sql } from 'drizzle-orm';
import { moneyMoved, periodWindow } from '../report-sql';
import type { RollupKind } from './rollup-kind';

/**
 * Money by venue-local date, hour, source and method (revenue): payments received and refunds given,
 * summed and counted. A calendar day reads the UTC dates of its own instants.
 */
export const moneyDays: RollupKind = {
  name: 'money',
  table: 'report_money_days',
  columns: ['hour', 'source', 'method', 'gross', 'refunds', 'payments', 'refund_count'],
  windowOf: periodWindow,
  lookbackDays: 0,
  rows: ({ start, end }, timeZone) => sql`
    select (moved_at at time zone ${timeZone})::date as day,
      extract(hour from moved_at at time zone ${timeZone})::int as hour, source, method,
      sum(gross) as gross, sum(refund) as refunds,
      count(*) filter (where refund = 0) as payments, count(*) filter (where refund > 0) as refund_count
    from (${moneyMoved(start, end)}) as money
    group by 1, 2, source, method`,
};
