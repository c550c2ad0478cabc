// The front desk's board (GET /api/admin/board) for a full day: every unit of the demo venue filled
// from opening to closing (60+ bookings in every state, a venue block), on top of a year of history.
// Goal (issue "Front desk"): it answers in under 50 ms on PostgreSQL. Prints the answer time a desk
// sees (p50 and p95 of 300 requests one at a time), the HTTP latency under autocannon with one
// connection and with ten, the query alone (in process, no HTTP) and the plan of the blocks query,
// with the machine's load average (other work inflates every figure); exits non-zero if the median
// answer, one at a time or with one connection, takes 50 ms or more.
// Run: npx tsx bench/board-load.ts [--engine pglite|postgres|both] [--history N]   (default postgres, 25000)
import { cpus, loadavg } from 'node:os';
import { weekdayOf } from '@ruangmain/domain/dates';
import { getBusinessWindow, getOpeningHours, OPENING_HOURS } from '@ruangmain/domain/hours';
import { getBoard } from '../apps/api/src/modules/desk/get-board';
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
import { BENCH_ADMIN_PASSWORD, logInAdmin } from './lib/log-in';

/** The next Saturday: the longest day (10:00 to 01:00), so the board holds 60+ bookings and blocks. */
const DATE = [1, 2, 3, 4, 5, 6, 7].map(venueDate).find((date) => weekdayOf(date) === 6) as string;
const GOAL_MS = 50;

/**
 * Fills every active unit's day: 1-hour and 2-hour bookings, half an hour apart, from opening to
 * closing, in the states a busy evening holds (holds, paid, playing and checked in, no-shows,
 * cancelled); the last unit is a venue block for the first four hours instead.
 */
async function fillDay(sql: Sql): Promise<number> {
  const { opensAt, closesAt } = getOpeningHours(DATE);
  const opening = getBusinessWindow(DATE, VENUE_TIMEZONE).opensAt;
  const units = await sql.query<{ id: number }>('select id from units where is_active order by id');
  const [block] = await sql.query<{ id: number }>(
    `insert into venue_blocks (title, start_at, end_at) values ('Turnamen FIFA', $1, $1::timestamptz + interval '4 hours') returning id`,
    [opening.toISOString()],
  );
  const states = [
    ['confirmed', null],
    ['pending', null],
    ['ongoing', 'checked'],
    ['completed', null],
    ['cancelled', 'no_show'],
    ['confirmed', null],
    ['cancelled', 'expired'],
  ] as const;
  let count = 0;
  for (const [index, unit] of units.entries()) {
    const isBlocked = index === units.length - 1;
    let minutes = isBlocked ? 4 * 60 : 0;
    if (isBlocked) {
      await sql.query(
        `insert into bookings (invoice_number, booking_type, channel, status, venue_block_id, unit_id, name,
           phone, start_at, end_at, payment_method)
         values ($1, 'block', 'venue', 'confirmed', $2, $3, 'Turnamen FIFA', '-', $4, $4::timestamptz + interval '4 hours', 'none')`,
        [`BLOCK-${unit.id}`, block?.id, unit.id, opening.toISOString()],
      );
      count += 1;
    }
    for (let n = 0; ; n += 1) {
      const hours = 1 + (n % 2);
      if (opensAt + minutes + hours * 60 > closesAt) break;
      const [status, mark] = states[(n + index) % states.length] ?? states[0];
      const start = new Date(opening.getTime() + minutes * 60_000);
      await sql.query(
        `insert into bookings (invoice_number, booking_type, channel, status, unit_id, name, phone,
           total_visitors, start_at, end_at, payment_method, subtotal_room, total_price, hold_expires_at,
           checked_in_at, cancel_reason)
         values ($1, 'room', 'online', $2::booking_status, $3, $4, '6281200000000', 2, $5, $5::timestamptz + make_interval(hours => $6),
           'midtrans', 25000 * $6, 25000 * $6, case when $2::text = 'pending' then now() + interval '20 minutes' end,
           case when $7::text = 'checked' then $5::timestamptz end, $8)`,
        [
          `DAY-${unit.id}-${n}`,
          status,
          unit.id,
          `Tamu ${unit.id}-${n}`,
          start.toISOString(),
          hours,
          mark,
          mark === 'checked' ? null : mark,
        ],
      );
      count += 1;
      minutes += hours * 60 + 30;
    }
  }
  return count;
}

/** `count` finished bookings on the days before DATE, seven a day per unit: a venue's past year. */
async function insertHistory(sql: Sql, count: number): Promise<void> {
  await sql.query(
    `with unit_list as (
       select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n from units
     ), planned as (
       select i, u.id as unit_id, i / u.n as s from generate_series(0, $1::int - 1) as i
       join unit_list u on u.k = i % u.n
     ), timed as (
       select i, unit_id, (date_trunc('day', now() at time zone $2) - (1 + s / 7) * interval '1 day'
         + (10 + 2 * (s % 7)) * interval '1 hour') at time zone $2 as start_at from planned
     )
     insert into bookings (invoice_number, booking_type, channel, status, unit_id, name, phone,
       total_visitors, start_at, end_at, payment_method, subtotal_room, total_price, created_at)
     select 'PAST-' || i, 'room', 'online', (array['completed', 'completed', 'cancelled'])[1 + i % 3]::booking_status,
       unit_id, 'Riwayat ' || i, '6281200000000', 2, start_at, start_at + interval '1 hour', 'midtrans',
       25000, 25000, start_at - interval '1 day'
     from timed`,
    [count, VENUE_TIMEZONE],
  );
}

/** The board's own queries in this process, `runs` times: the median and worst, in ms. */
async function timeQueries(sql: Sql, runs: number) {
  const db = sql.drizzle();
  const times: number[] = [];
  let blocks = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const board = await getBoard(
      db,
      { date: DATE, show_hidden: false },
      { timeZone: VENUE_TIMEZONE, hours: OPENING_HOURS, now: new Date() },
    );
    times.push(performance.now() - started);
    blocks = board.blocks.length;
  }
  return { ...percentiles(times), blocks };
}

/** The median, 95th and 99th percentile of some times, in ms. */
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Number((sorted[Math.floor(share * (sorted.length - 1))] ?? 0).toFixed(2));
  return { medianMs: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

/**
 * The board asked `runs` times one after another over HTTP, as a desk reloads it after a change:
 * the answer times (first byte to last, body read) after a few to warm up.
 */
async function timeRequests(url: string, headers: Record<string, string>, runs: number) {
  const times: number[] = [];
  for (let run = -10; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.text();
    if (!response.ok) throw new Error(`the board answered ${response.status}`);
    if (run >= 0) times.push(performance.now() - started);
  }
  return percentiles(times);
}

/** `explain analyze` of the blocks query getBoard sends (the second statement, captured by a logger). */
async function explainBlocksQuery(sql: Sql): Promise<string[]> {
  const sent: Array<{ query: string; params: unknown[] }> = [];
  const db = sql.drizzle({ logQuery: (query, params) => sent.push({ query, params }) });
  await getBoard(
    db,
    { date: DATE, show_hidden: false },
    { timeZone: VENUE_TIMEZONE, hours: OPENING_HOURS, now: new Date() },
  );
  const statement = sent.find((one) => one.query.includes('"venue_blocks"'));
  if (!statement) throw new Error('getBoard sent no blocks query');
  const plan = await sql.query<{ 'QUERY PLAN': string }>(
    `explain analyze ${statement.query}`,
    statement.params,
  );
  return plan.map((row) => row['QUERY PLAN']);
}

async function run(database: BenchDatabase, history: number) {
  let day = 0;
  await prepareDatabase(database, async (sql) => {
    day = await fillDay(sql);
    await insertHistory(sql, history);
    await sql.query('analyze bookings');
  });
  const server = await startBenchServer(database, { ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD });
  const results: LoadResult[] = [];
  let sequential: ReturnType<typeof percentiles>;
  try {
    const token = await logInAdmin(server.baseUrl);
    const url = `${server.baseUrl}/api/admin/board?date=${DATE}`;
    const headers = { authorization: `Bearer ${token}` };
    sequential = await timeRequests(url, headers, 300);
    for (const connections of [1, 10]) {
      results.push(
        await measure(`${database.engine} · ${connections} connection(s)`, url, {
          connections,
          durationSeconds: 8,
          headers,
        }),
      );
    }
  } finally {
    await server.stop();
  }
  return withSql(database, async (sql) => ({
    day,
    history,
    sequential,
    results,
    queries: await timeQueries(sql, 200),
    plan: await explainBlocksQuery(sql),
  }));
}

const args = process.argv.slice(2);
const historyIndex = args.indexOf('--history');
const history = historyIndex >= 0 ? Number(args[historyIndex + 1]) : 25_000;
const failures: string[] = [];
const report: unknown[] = [];
for (const engine of parseEngines(args, 'postgres')) {
  const database = await createBenchDatabase(engine);
  try {
    const outcome = await run(database, history);
    console.info(
      `\n${engine}: ${outcome.day} bookings and blocks on ${DATE}, ${history.toLocaleString('en')} of history; ` +
        `the board shows ${outcome.queries.blocks} of them. Its queries in process: median ` +
        `${outcome.queries.medianMs} ms, p95 ${outcome.queries.p95Ms} ms, p99 ${outcome.queries.p99Ms} ms.`,
    );
    console.info(
      `GET /api/admin/board one request at a time (300): p50 ${outcome.sequential.medianMs} ms, ` +
        `p95 ${outcome.sequential.p95Ms} ms, p99 ${outcome.sequential.p99Ms} ms.`,
    );
    console.info(
      `explain analyze of the blocks query:\n${outcome.plan.map((line) => `  ${line}`).join('\n')}`,
    );
    printTable(outcome.results);
    const load = loadavg()[0]?.toFixed(1);
    console.info(`load average ${load} on ${cpus().length} cores while measuring`);
    const single = outcome.results[0];
    if (!single || single.p50Ms >= GOAL_MS)
      failures.push(`${engine}: p50 ${single?.p50Ms} ms ≥ ${GOAL_MS} ms`);
    if (outcome.day < 60) failures.push(`${engine}: only ${outcome.day} bookings and blocks on the day`);
    if (outcome.sequential.medianMs >= GOAL_MS)
      failures.push(`${engine}: one at a time p50 ${outcome.sequential.medianMs} ms ≥ ${GOAL_MS} ms`);
    if (outcome.results.some((result) => result.non2xx + result.errors > 0)) {
      failures.push(`${engine}: some requests failed`);
    }
    report.push({ engine, loadAverage: load, ...outcome });
  } finally {
    await database.drop();
  }
}
console.info(`saved ${saveResults('board-load', { date: DATE, goalMs: GOAL_MS, report, failures })}`);
if (failures.length > 0) {
  console.error(`failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
