import { PAYMENT_METHODS } from '@ruangmain/domain/booking-values';
import type {
  RevenueQuerySchema,
  RevenueReportSchema,
  RevenueTotals,
} from '@ruangmain/domain/contracts/reports';
import { listReportBuckets, previousPeriodOf, REVENUE_SOURCES } from '@ruangmain/domain/report-period';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { at, PAID_PAYMENT, periodWindow, selectRows, toNumber } from './report-sql';
import { moneyDays } from './rollups/money-days';
import { rollupRows } from './rollups/rollup-rows';

type Query = z.output<typeof RevenueQuerySchema>;
type Report = z.output<typeof RevenueReportSchema>;
type Source = Report['by_source'][number]['source'];

type Row = {
  is_current: boolean;
  bucket: string | null;
  source: string | null;
  method: string | null;
  by_bucket: number;
  by_source: number;
  by_method: number;
  gross: unknown;
  refunds: unknown;
  payments: unknown;
  refund_count: unknown;
};

const BUCKET_FORMAT = { hour: 'YYYY-MM-DD HH24:00', day: 'YYYY-MM-DD', week: 'YYYY-MM-DD' } as const;

/**
 * GET /api/admin/reports/revenue (record 0026): money received by the venue-local date (and hour) of
 * payment, refunds subtracted when they were given, for the period and the same number of days before
 * it. One statement over the days' money rollups (record 0031), summed by grouping sets (per bucket,
 * source, method, and overall).
 */
export async function getRevenueReport(db: Db, query: Query, timeZone: string): Promise<Report> {
  const previous = previousPeriodOf(query);
  const [days] = await rollupRows(db, [moneyDays], { from: previous.from, to: query.to }, timeZone);
  const rows = await selectRows<Row>(
    db,
    sql`
      with tagged as (
        select day >= ${query.from}::date as is_current,
          to_char(date_trunc(${query.group_by}, day + make_interval(hours => hour)), ${BUCKET_FORMAT[query.group_by]}) as bucket,
          source, method, gross, refunds, payments, refund_count
        from (${days()}) as money
      )
      select is_current, bucket, source, method,
        grouping(bucket) as by_bucket, grouping(source) as by_source, grouping(method) as by_method,
        sum(gross) as gross, sum(refunds) as refunds, sum(payments) as payments, sum(refund_count) as refund_count
      from tagged
      group by grouping sets ((is_current), (is_current, bucket), (is_current, source), (is_current, method))`,
  );

  const money = (row: Row | undefined) => {
    const gross = toNumber(row?.gross);
    const refunds = toNumber(row?.refunds);
    return { gross, refunds, net: gross - refunds };
  };
  const totals = (isCurrent: boolean, period: { from: string; to: string }): RevenueTotals => {
    const row = rows.find(
      (one) => one.is_current === isCurrent && one.by_bucket && one.by_source && one.by_method,
    );
    const { gross, refunds, net } = money(row);
    return {
      ...period,
      gross,
      refunds,
      total: net,
      payments: toNumber(row?.payments),
      refund_count: toNumber(row?.refund_count),
    };
  };
  const currentRows = rows.filter((row) => row.is_current);
  const find = (key: 'bucket' | 'source' | 'method', value: string) =>
    currentRows.find((row) => row[key] === value && !row[`by_${key}`]);

  return {
    ...totals(true, { from: query.from, to: query.to }),
    group_by: query.group_by,
    series: listReportBuckets(query, query.group_by).map((bucket) => ({
      bucket,
      ...money(find('bucket', bucket)),
    })),
    by_source: REVENUE_SOURCES.map((source: Source) => ({ source, ...money(find('source', source)) })),
    by_method: PAYMENT_METHODS.map((method) => ({ method, ...money(find('method', method)) })),
    by_online_type: (await findOnlinePaymentTypes(db, periodWindow(query, timeZone))).map((row) => {
      const gross = toNumber(row.gross);
      const refunds = toNumber(row.refunds);
      return { type: row.type, gross, refunds, net: gross - refunds };
    }),
    previous: totals(false, previous),
  };
}

/**
 * The period's online money by what Midtrans reported it as (the payment_type of the notification
 * applied last: QRIS, GoPay, bank transfer…), payments at `paid_at` and refunds when given, as the
 * rollups count them. Read from the payments themselves: the rollups keep our method only.
 */
function findOnlinePaymentTypes(db: Db, window: { start: Date; end: Date }) {
  const typeOf = sql`nullif(p.last_notification->>'payment_type', '')`;
  return selectRows<{ type: string | null; gross: unknown; refunds: unknown }>(
    db,
    sql`
      select type, sum(gross) as gross, sum(refund) as refunds
      from (
        select ${typeOf} as type, p.gross_amount as gross, 0 as refund
        from payments p
        where p.method = 'midtrans' and p.status in ${PAID_PAYMENT}
          and p.paid_at >= ${at(window.start)} and p.paid_at < ${at(window.end)}
        union all
        select ${typeOf}, 0, r.amount
        from refunds r join payments p on p.id = r.payment_id
        where p.method = 'midtrans' and r.status = 'succeeded'
          and r.completed_at >= ${at(window.start)} and r.completed_at < ${at(window.end)}
      ) as moved
      group by type
      order by sum(gross) - sum(refund) desc, type`,
  );
}
