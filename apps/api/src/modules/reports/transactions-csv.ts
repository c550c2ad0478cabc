import { Readable } from 'node:stream';
import { TRANSACTION_CSV_COLUMNS, TRANSACTION_CSV_HEADERS } from '@ruangmain/domain/contracts/reports';
import { formatCsvHeader, formatCsvRows } from '@ruangmain/domain/csv';
import type { ReportPeriod } from '@ruangmain/domain/report-period';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at, PAID_PAYMENT, periodWindow, selectRows } from './report-sql';

/** Lines read per statement while streaming. */
export const CSV_PAGE_SIZE = 500;

type Line = Record<(typeof TRANSACTION_CSV_COLUMNS)[number], string | number | null> & {
  sort_at: string;
  kind: number;
  id: number;
};

/** The file name of a period's transactions. */
export const transactionsFileName = ({ from, to }: ReportPeriod) => `transactions-${from}-to-${to}.csv`;

/**
 * One page of the period's transactions, after the cursor: payments received (the booking's subtotals
 * on a booking's own payment, "Extension +N min" on time added at the desk) and refunds given, as
 * negative lines, by the moment the money moved. `final` of all lines sums to the revenue total.
 */
function readPage(db: Db, window: { start: Date; end: Date }, timeZone: string, after: Line | null) {
  const cursor = after
    ? sql`where (sort_at, kind, id) > (${after.sort_at}::timestamptz, ${after.kind}, ${after.id})`
    : sql``;
  // Each side reads only its next page after the cursor (by its time index), not the whole period.
  const after0 = after
    ? sql`and (p.paid_at, 0, p.id) > (${after.sort_at}::timestamptz, ${after.kind}, ${after.id})`
    : sql``;
  const after1 = after
    ? sql`and (r.completed_at, 1, r.id) > (${after.sort_at}::timestamptz, ${after.kind}, ${after.id})`
    : sql``;
  const localTime = (column: string) =>
    sql`to_char(${sql.raw(column)} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
  return selectRows<Line>(
    db,
    sql`
      with lines as (
        (select p.paid_at as sort_at, 0 as kind, p.id, b.invoice_number as invoice, b.name as customer, b.phone,
          case when e.id is not null then 'Extension +' || e.minutes || ' min'
            else concat_ws(', ',
              u.name || ' ' || to_char(extract(epoch from b.end_at - b.start_at) / 3600.0, 'FM990.##') || ' h',
              (select string_agg(bf.quantity || '× ' || f.name, ', ' order by f.name)
                from booking_fnbs bf join fnbs f on f.id = bf.fnb_id where bf.booking_id = b.id))
          end as items,
          case when e.id is null then b.subtotal_room end as subtotal_room,
          case when e.id is null then b.subtotal_fnb end as subtotal_fnb,
          case when e.id is null then b.promo_code end as promo,
          case when e.id is null then b.discount_amount end as promo_discount,
          case when e.id is null then b.reward_discount end as reward_discount,
          case when e.id is null then b.tax_amount end as tax,
          case when e.id is null then b.service_fee_amount end as fee,
          p.gross_amount as final, p.method::text as method,
          ${localTime('p.paid_at')} as paid_at,
          b.status::text as status, case when e.id is null then 'payment' else 'extension' end as line
        from payments p
        join bookings b on b.id = p.booking_id
        left join units u on u.id = b.unit_id
        left join booking_extensions e on e.payment_id = p.id
        where p.paid_at >= ${at(window.start)} and p.paid_at < ${at(window.end)} and p.status in ${PAID_PAYMENT} ${after0}
        order by p.paid_at, p.id limit ${CSV_PAGE_SIZE})
        union all
        (select r.completed_at, 1, r.id, b.invoice_number, b.name, b.phone, 'Refund: ' || r.reason,
          null, null, null, null, null, null, null, -r.amount, p.method::text,
          ${localTime('r.completed_at')},
          b.status::text, 'refund'
        from refunds r
        join payments p on p.id = r.payment_id
        join bookings b on b.id = r.booking_id
        where r.status = 'succeeded' and r.completed_at >= ${at(window.start)} and r.completed_at < ${at(window.end)} ${after1}
        order by r.completed_at, r.id limit ${CSV_PAGE_SIZE})
      )
      select to_char(sort_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_at, kind, id,
        invoice, customer, phone, items, subtotal_room, subtotal_fnb, promo, promo_discount, reward_discount,
        tax, fee, final, method, paid_at, status, line
      from lines ${cursor}
      order by lines.sort_at, kind, id
      limit ${CSV_PAGE_SIZE}`,
  );
}

/** A line as the file holds it: the columns in order (numbers stay numbers, so -50000 is not escaped). */
const toCells = (line: Line) => TRANSACTION_CSV_COLUMNS.map((column) => line[column]);

/**
 * The period's transactions as a CSV stream (header first, a page at a time, so a year of them never
 * sits in memory), written by the one CSV writer of every export (packages/domain/src/csv.ts).
 */
export function streamTransactionsCsv(db: Db, period: ReportPeriod, timeZone: string): Readable {
  const window = periodWindow(period, timeZone);
  async function* generate() {
    yield formatCsvHeader(TRANSACTION_CSV_COLUMNS.map((column) => TRANSACTION_CSV_HEADERS[column]));
    let after: Line | null = null;
    for (;;) {
      const page: Line[] = await readPage(db, window, timeZone, after);
      if (page.length === 0) return;
      yield formatCsvRows(page.map(toCells));
      if (page.length < CSV_PAGE_SIZE) return;
      after = page[page.length - 1] ?? null;
    }
  }
  return Readable.from(generate());
}
