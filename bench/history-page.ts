// A page of booking history and of point history for a customer with 5,000 bookings and 5,000 ledger
// rows (issue "Booking history": a page in under 50 ms on PostgreSQL): each query the screens send,
// measured over HTTP with one connection (a person's page view, not throughput) and as the statements
// alone with `explain analyze`. Non-zero exit if a p50 misses the goal.
// Run: npx tsx bench/history-page.ts [--engine pglite|postgres|both]   (default postgres)
import { listBookingHistory } from '../apps/api/src/modules/bookings/list-booking-history';
import { VENUE_TIMEZONE } from './lib/bookings';
import { createCustomer } from './lib/customer';
import {
  type BenchDatabase,
  createBenchDatabase,
  parseEngines,
  prepareDatabase,
  type Sql,
  startBenchServer,
  withSql,
} from './lib/database';
import { type LoadResult, measure, printTable, saveResults } from './lib/load';
import { logIn } from './lib/log-in';

const BOOKINGS = 5_000;
const LEDGER_ROWS = 5_000;
const GOAL_MS = 50;

/** What the two screens ask for: the first page of each tab, a deep page, searches, the other order. */
const HISTORY_QUERIES = [
  'page=1&tab=active',
  'page=1&tab=past',
  'page=250',
  'page=1&tab=past&type=room&sort=oldest',
  'page=1&search=vip',
  'page=1&search=indomie',
  'page=1&type=fnb',
];
const POINT_QUERIES = ['page=1', 'page=1&type=debit', 'page=1&search=BOOK-2026', 'page=500&sort=oldest'];

/**
 * The customer's history: room bookings on every unit a day apart going back in time (completed,
 * cancelled, refunded; the last ten days ahead confirmed or pending), one in five a food order with two
 * lines, and a ledger of earnings and redeems.
 */
async function insertHistory(sql: Sql, userId: number): Promise<void> {
  await sql.query(
    `with unit_list as (
       select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n from units
     )
     insert into bookings (invoice_number, booking_type, channel, status, user_id, unit_id, name, phone,
       total_visitors, start_at, end_at, payment_method, subtotal_room, subtotal_fnb, total_price,
       hold_expires_at, paid_at, created_at)
     select 'BOOK-HIST-' || i,
       (case when i % 5 = 0 then 'fnb' else 'room' end)::booking_type, 'online', 
       (case when i < 10 then (array['confirmed', 'pending'])[1 + i % 2]
             when i % 5 = 0 then 'served'
             else (array['completed', 'completed', 'cancelled', 'refunded'])[1 + i % 4] end)::booking_status,
       $1, case when i % 5 = 0 then null else u.id end, 'Riwayat', '6281200000000', 2,
       case when i % 5 = 0 then null else start_at end,
       case when i % 5 = 0 then null else start_at + interval '2 hours' end,
       'midtrans', 50000, 0, 50000,
       case when i < 10 and i % 2 = 1 then now() + interval '20 minutes' end,
       case when i >= 10 or i % 2 = 0 then start_at - interval '1 day' end,
       start_at - interval '2 days'
     from generate_series(0, $2::int - 1) as i
     join unit_list u on u.k = i % u.n
     cross join lateral (select (date_trunc('day', now() at time zone $3) + (10 - i / u.n) * interval '1 day'
       + (10 + 2 * (i % 6)) * interval '1 hour') at time zone $3 as start_at) t`,
    [userId, BOOKINGS, VENUE_TIMEZONE],
  );
  await sql.query(
    `insert into booking_fnbs (booking_id, fnb_id, quantity, price)
     select b.id, f.id, 1, f.price from bookings b
     cross join lateral (select id, price from fnbs order by (id + b.id) % 7 limit 2) f
     where b.user_id = $1 and b.booking_type = 'fnb'`,
    [userId],
  );
  await sql.query(
    `insert into point_transactions (user_id, type, points, description, created_at)
     select $1, (case when i % 4 = 0 then 'debit' else 'earned' end)::point_transaction_type, 8,
       case when i % 4 = 0 then 'Redeemed reward Free Play 1 Hour'
            else 'Points earned from booking BOOK-2026' || lpad(i::text, 6, '0') end,
       now() - i * interval '1 hour'
     from generate_series(1, $2::int) as i`,
    [userId, LEDGER_ROWS],
  );
  await sql.query('analyze');
}

async function findUserId(sql: Sql, username: string): Promise<number> {
  const [user] = await sql.query<{ id: number }>('select id from users where username = $1', [username]);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

/** `explain analyze` of the statements listBookingHistory sends for `query`: their execution times. */
async function explainHistory(sql: Sql, userId: number, query: string): Promise<number[]> {
  const sent: Array<{ query: string; params: unknown[] }> = [];
  const db = sql.drizzle({ logQuery: (text, params) => sent.push({ query: text, params }) });
  const params = Object.fromEntries(new URLSearchParams(query));
  await listBookingHistory(
    { db, timeZone: VENUE_TIMEZONE },
    {
      userId,
      now: new Date(),
      query: {
        type: (params.type as 'room' | 'fnb' | undefined) ?? 'all',
        tab: params.tab as 'active' | 'past' | undefined,
        search: params.search,
        sort: (params.sort as 'oldest' | undefined) ?? 'newest',
        page: Number(params.page ?? 1),
        per_page: 10,
      },
    },
  );
  const times: number[] = [];
  for (const statement of sent) {
    const plan = await sql.query<{ 'QUERY PLAN': string }>(
      `explain analyze ${statement.query}`,
      statement.params,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    times.push(Number(text.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? Number.NaN));
  }
  return times;
}

async function run(database: BenchDatabase) {
  await prepareDatabase(database, async () => {});
  let server = await startBenchServer(database);
  const customer = await createCustomer(server.baseUrl);
  await server.stop();
  const userId = await withSql(database, async (sql) => {
    const id = await findUserId(sql, customer.username);
    await insertHistory(sql, id);
    return id;
  });
  server = await startBenchServer(database);
  const results: LoadResult[] = [];
  try {
    const headers = {
      authorization: `Bearer ${await logIn(server.baseUrl, customer.username, customer.password)}`,
    };
    const load = { connections: 1, durationSeconds: 4, headers };
    for (const query of HISTORY_QUERIES) {
      const url = `${server.baseUrl}/api/customer/booking-history?${query}`;
      results.push(await measure(`${database.engine} · history ${query}`, url, load));
    }
    for (const query of POINT_QUERIES) {
      const url = `${server.baseUrl}/api/customer/point-transactions?${query}`;
      results.push(await measure(`${database.engine} · points ${query}`, url, load));
    }
  } finally {
    await server.stop();
  }
  const statements = await withSql(database, async (sql) => {
    const timed: Record<string, number[]> = {};
    for (const query of HISTORY_QUERIES) timed[query] = await explainHistory(sql, userId, query);
    return timed;
  });
  return { results, statements };
}

const failures: string[] = [];
const report: unknown[] = [];
for (const engine of parseEngines(process.argv.slice(2), 'postgres')) {
  const database = await createBenchDatabase(engine);
  try {
    const { results, statements } = await run(database);
    printTable(results);
    console.info(`${engine}: execution ms of each statement a history page sends (explain analyze):`);
    for (const [query, times] of Object.entries(statements)) console.info(`  ${query}: ${times.join(' + ')}`);
    for (const result of results) {
      if (result.non2xx + result.errors > 0) failures.push(`${result.name}: requests failed`);
      if (engine === 'postgres' && result.p50Ms >= GOAL_MS)
        failures.push(`${result.name}: p50 ${result.p50Ms} ms`);
    }
    report.push({ engine, bookings: BOOKINGS, ledgerRows: LEDGER_ROWS, results, statements });
  } finally {
    await database.drop();
  }
}
console.info(`saved ${saveResults('history-page', { goalMs: GOAL_MS, report, failures })}`);
if (failures.length > 0) {
  console.error(`failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
