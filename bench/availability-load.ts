// A unit's time slots under load with 1,000 and with 100,000 bookings of history (issue "Booking
// engine": the occupancy query reads only the unit's overlapping active bookings from the GiST index
// of the exclusion constraint, so latency must not grow with history), plus `explain analyze` of that query on the large table. Non-zero exit if it grows.
// Run: npx tsx bench/availability-load.ts [--engine pglite|postgres|both] [--analyze]   (default pglite;
// --analyze gives the planner statistics after the bulk insert)
import { getBusinessWindow } from '@ruangmain/domain/hours';
import { findOccupiedIntervals } from '../apps/api/src/modules/availability/availability.queries';
import { VENUE_TIMEZONE, venueDate } from './lib/bookings';
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

const HISTORY_SIZES = [1_000, 100_000];
const UNIT_ID = 1;
const DATE = venueDate(3);
/** How far ahead the generated bookings reach: customers book days ahead, not years. */
const FUTURE_DAYS = 14;
/** Allowed growth of p50 from the small to the large history (autocannon reports whole ms). */
const MAX_P50_GROWTH = { factor: 1.5, ms: 1 };

/**
 * `count` bookings spread round-robin over every unit, seven a day per unit (10:00, 12:00 … 22:00,
 * one or two hours), on consecutive days that end FUTURE_DAYS after today (at most half of them in
 * the future): the history grows into the past, as a venue's does. Past ones are completed, cancelled
 * or refunded; future ones confirmed, pending (hold live or lapsed) or cancelled. No two of a unit
 * overlap, so the exclusion constraint bookings_no_overlap holds whatever the status.
 */
async function insertHistory(sql: Sql, count: number): Promise<void> {
  await sql.query(
    `with unit_list as (
       select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as unit_count
       from units
     ), planned as (
       select i, u.id as unit_id, i / u.unit_count as s, ($1::int / u.unit_count) / 7 as span_days
       from generate_series(0, $1::int - 1) as i join unit_list u on u.k = i % u.unit_count
     ), dated as (
       select *, s / 7 - span_days + least($3::int, span_days / 2) as day from planned
     ), timed as (
       select i, unit_id, 1 + i % 2 as hours,
         (date_trunc('day', now() at time zone $2) + day * interval '1 day'
           + (10 + 2 * (s % 7)) * interval '1 hour') at time zone $2 as start_at
       from dated
     )
     insert into bookings (invoice_number, booking_type, channel, status, unit_id, name, phone,
       total_visitors, start_at, end_at, payment_method, subtotal_room, total_price, hold_expires_at,
       created_at)
     select 'BENCH-' || i, 'room'::booking_type, 'online'::booking_channel,
       (case when start_at < now()
         then (array['completed', 'completed', 'completed', 'cancelled', 'refunded'])[1 + i % 5]
         else (array['confirmed', 'confirmed', 'pending', 'pending', 'cancelled'])[1 + i % 5]
       end)::booking_status,
       unit_id, 'Riwayat ' || i, '0812' || lpad(i::text, 8, '0'), 2, start_at,
       start_at + hours * interval '1 hour', 'midtrans'::payment_method, hours * 25000, hours * 25000,
       case when start_at >= now() and i % 5 in (2, 3)
         then now() + (case when i % 2 = 0 then 1 else -1 end) * interval '30 minutes' end,
       start_at - interval '2 days'
     from timed`,
    [count, VENUE_TIMEZONE, FUTURE_DAYS],
  );
}

/** `explain analyze` of the very statement findOccupiedIntervals sends (captured by a drizzle logger). */
async function explainOccupancyQuery(sql: Sql): Promise<string[]> {
  const sent: Array<{ query: string; params: unknown[] }> = [];
  const db = sql.drizzle({ logQuery: (query, params) => sent.push({ query, params }) });
  const window = getBusinessWindow(DATE, VENUE_TIMEZONE);
  await findOccupiedIntervals(db, UNIT_ID, window.opensAt, window.closesAt);
  const statement = sent[0];
  if (!statement) throw new Error('findOccupiedIntervals sent no query');
  const plan = await sql.query<{ 'QUERY PLAN': string }>(
    `explain analyze ${statement.query}`,
    statement.params,
  );
  return plan.map((row) => row['QUERY PLAN']);
}

/** The exclusion constraint's GiST index (migration 0001), which answers the overlap query. */
const OCCUPANCY_INDEX = 'bookings_no_overlap';

/** The indexes a plan reads, e.g. ['bookings_no_overlap'], or [] for a sequential scan. */
const indexesIn = (plan: string[]) => [
  ...new Set(
    plan.flatMap((line) => line.match(/Index (?:Only )?Scan (?:Backward )?(?:using|on) (\w+)/)?.[1] ?? []),
  ),
];

async function run(database: BenchDatabase, history: number) {
  await prepareDatabase(database, async (sql) => {
    await insertHistory(sql, history);
    if (analyze) await sql.query('analyze bookings');
  });
  const server = await startBenchServer(database);
  let result: LoadResult;
  try {
    result = await measure(
      `${database.engine} · ${history.toLocaleString('en')} bookings`,
      `${server.baseUrl}/api/public/get-availability-time/${UNIT_ID}`,
      { method: 'POST', body: JSON.stringify({ date: DATE }) },
    );
  } finally {
    await server.stop();
  }
  return withSql(database, async (sql) => {
    const [counted] = await sql.query<{ n: number }>('select count(*)::int as n from bookings');
    return { result, rowsInTable: counted?.n ?? 0, plan: await explainOccupancyQuery(sql) };
  });
}

const args = process.argv.slice(2);
// PGlite runs no autovacuum, so a table it fills has no planner statistics unless someone analyzes it.
const analyze = args.includes('--analyze');
const failures: string[] = [];
const report: unknown[] = [];
for (const engine of parseEngines(args, 'pglite')) {
  const runs = [];
  for (const history of HISTORY_SIZES) {
    const database = await createBenchDatabase(engine);
    try {
      runs.push({ history, ...(await run(database, history)) });
    } finally {
      await database.drop();
    }
  }
  const [small, large] = runs;
  if (!small || !large) continue;
  console.info(
    `\nexplain analyze of findOccupiedIntervals on ${engine}, ${large.rowsInTable} rows, ` +
      `${analyze ? 'after analyze' : 'no analyze'}:\n${large.plan.map((line) => `  ${line}`).join('\n')}`,
  );
  const indexes = runs.map((item) => ({
    history: item.history,
    indexes: indexesIn(item.plan),
    // The query alone, free of HTTP and of whatever else the machine is doing.
    executionMs: Number(item.plan.join('\n').match(/Execution Time: ([\d.]+) ms/)?.[1]),
  }));
  for (const item of indexes) {
    const uses = item.indexes.includes(OCCUPANCY_INDEX);
    console.info(
      `${engine}, ${item.history} bookings: query ${item.executionMs} ms, uses ${OCCUPANCY_INDEX}: ` +
        `${uses ? 'yes' : 'NO'} (reads ${item.indexes.join(', ') || 'no index: sequential scan'})`,
    );
  }
  printTable(
    runs.map((item) => ({ ...item.result, name: `${item.result.name} (${item.rowsInTable} rows)` })),
    small.result,
    'vs 1k req/s',
  );
  const grows = large.result.p50Ms > small.result.p50Ms * MAX_P50_GROWTH.factor + MAX_P50_GROWTH.ms;
  console.info(
    `${engine}: p50 ${small.result.p50Ms} → ${large.result.p50Ms} ms, p99 ${small.result.p99Ms} → ` +
      `${large.result.p99Ms} ms: latency ${grows ? 'GROWS' : 'does not grow'} with history`,
  );
  if (grows) failures.push(`${engine}: p50 grew from ${small.result.p50Ms} to ${large.result.p50Ms} ms`);
  if (runs.some((item) => item.result.non2xx + item.result.errors > 0)) {
    failures.push(`${engine}: some requests failed`);
  }
  report.push({ engine, analyze, indexes, plan: large.plan, runs: runs.map(({ plan: _, ...item }) => item) });
}
console.info(
  `saved ${saveResults(analyze ? 'availability-load-analyzed' : 'availability-load', { date: DATE, unitId: UNIT_ID, report, failures })}`,
);
if (failures.length > 0) {
  console.error(`failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
