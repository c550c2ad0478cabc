// Saturday night (issue 31): the venue's busiest hour, compressed into a few minutes, against the
// built product. Visitors browse (home, games, rooms, the wizard's units, days and slots, the slots
// followed live while they look) with a visitor's think time; customers book online and pay through the simulator's window (whose
// notification reaches the webhook), half of them with the evening's promo, whose last uses are
// raced for; twenty of them race for tomorrow's 19:00 on three units at once; guests order food to
// their table; three desks keep their board and bell live and sell walk-ins (starting now, checked
// in, an extra half hour in cash, later ones); the kitchen moves every order on; the owner opens the
// reports twice. Every page and the board are opened a few times first, untimed (a warm server). Prints per call its count, p50, p95, p99 and errors, the server's CPU and memory, and
// the invariants read from the database afterwards. Exits non-zero when an invariant breaks or a
// customer or desk call's p99 reaches the goal (200 ms), or a call failed other than the race's 409s
// and the promo's used-up 422s.
// Run: npm run build && npx tsx bench/saturday-night.ts [--engine pglite|postgres] [--processes N]
//      [--minutes M] [--customers C] [--cpu-prof DIR]   (default pglite, 1, 3, 500; no profile)
import { loadavg } from 'node:os';
import { createBenchDatabase, startBenchServer, withSql } from './lib/database';
import { saveResults } from './lib/load';
import { BENCH_ADMIN_PASSWORD } from './lib/log-in';
import { type CallRow, Calls } from './lib/saturday/calls';
import { watchClient } from './lib/saturday/client-usage';
import { openReports, runDesk, runKitchen } from './lib/saturday/desks';
import { checkInvariants } from './lib/saturday/invariants';
import { bookOnline, orderFood, type Paid, RACE, raceForNineteen } from './lib/saturday/online-bookings';
import { parseEveningOptions } from './lib/saturday/options';
import { watchServer } from './lib/saturday/server-usage';
import { prepareVenue, signUpCustomers } from './lib/saturday/venue';
import { browse, heardSlots, pause, warmUp } from './lib/saturday/visitors';

const GOAL_P99_MS = 200;
/** The busy hour's online bookings (issue 31: 60 an hour), and its food orders. */
const ONLINE_BOOKINGS = 60;
const FOOD_ORDERS = 20;
const DESKS = 3;

const options = parseEveningOptions(process.argv.slice(2));
const durationMs = options.minutes * 60_000;
const database = await createBenchDatabase(options.engine);
const server = await startBenchServer(
  database,
  {
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    WORKERS: String(options.processes),
    // The jobs run as in production: the sweeper and the notices.
    SWEEPER_INTERVAL_SECONDS: '30',
  },
  // The cluster's workers inherit the flags, so each process writes its own profile.
  options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [],
);

let failed = false;
try {
  console.log(`Preparing the venue (${options.engine}, ${options.processes} process(es))…`);
  const venue = await prepareVenue(server.baseUrl);
  const customers = await signUpCustomers(server.baseUrl, ONLINE_BOOKINGS + RACE.customers);
  const deskUnits = (desk: number) =>
    venue.units.slice(RACE.units).filter((_, index) => index % DESKS === desk);

  console.log(
    `Playing ${options.minutes} minute(s): ${options.customers} visitors, ${ONLINE_BOOKINGS} online bookings, ` +
      `the 19:00 race of ${RACE.customers}, ${FOOD_ORDERS} food orders, ${DESKS} desks, the kitchen, the owner`,
  );
  // Each process (the cluster hands connections round) sees every page and the board a few times.
  const warm = new Calls(server.baseUrl);
  await warmUp(warm, venue.units, 3 * options.processes);
  for (let round = 0; round < 3 * options.processes; round += 1)
    await warm.send('GET /api/admin/board', 'desk', '/api/admin/board', { token: venue.adminToken });
  const calls = new Calls(server.baseUrl);
  const paid: Paid = { invoices: [], raceWinners: 0, raceUnits: [], promoBookings: 0 };
  const usage = watchServer(server.pid);
  const client = watchClient();
  const until = Date.now() + durationMs;
  await Promise.all([
    ...Array.from({ length: options.customers }, () => browse(calls, venue.units, until)),
    bookOnline(calls, venue.units, customers.slice(0, ONLINE_BOOKINGS), durationMs * 0.9, paid),
    pause(durationMs / 2).then(() =>
      raceForNineteen(calls, venue.units, customers.slice(ONLINE_BOOKINGS), paid),
    ),
    orderFood(calls, venue.menu, FOOD_ORDERS, durationMs * 0.8, paid),
    ...Array.from({ length: DESKS }, (_, desk) =>
      runDesk(calls, venue.adminToken, deskUnits(desk), until, Math.max(5_000, durationMs / 30)),
    ),
    runKitchen(calls, venue.adminToken, until),
    pause(durationMs / 3).then(() => openReports(calls, venue.adminToken)),
    pause((durationMs * 2) / 3).then(() => openReports(calls, venue.adminToken)),
  ]);
  const serverUsage = usage.stop();
  const clientUsage = client.stop();
  const load = loadavg().map((value) => value.toFixed(2));
  // Late payment notifications are delivered before the books are read.
  await pause(3_000);
  const rows = calls.rows().sort((a, b) => a.side.localeCompare(b.side) || b.count - a.count);
  console.table(rows);
  console.log(
    `Server: ${serverUsage.cpuPercent}% CPU (100% = one core) over ${serverUsage.processes} process(es), ` +
      `peak memory ${serverUsage.peakRssMb} MB; load average ${load.join(' ')}`,
  );
  console.log(
    `Client (this benchmark): ${clientUsage.cpuPercent}% CPU, event loop late by ${clientUsage.loopDelayP99Ms} ms ` +
      `at p99 and ${clientUsage.loopDelayMaxMs} ms at most`,
  );
  console.log(`Open wizards heard ${heardSlots.events} live slot changes.`);
  for (const line of calls.lastErrors()) console.log(`  error: ${line}`);

  await server.stop();
  const invariants = await withSql(database, (sql) => checkInvariants(sql, paid));
  console.table(invariants);

  const missed = rows.filter(missesGoal);
  for (const row of missed) console.log(`Goal missed: ${row.call} p99 ${row.p99} ms, ${row.errors} errors`);
  failed = missed.length > 0 || invariants.some((invariant) => !invariant.held);
  const file = saveResults(`saturday-night-${options.engine}-${options.processes}p-${options.customers}c`, {
    options,
    rows,
    serverUsage,
    clientUsage,
    load,
    invariants,
    liveSlotEvents: heardSlots.events,
  });
  console.log(`${failed ? 'FAILED' : 'Held'}; results in ${file}`);
} finally {
  await server.stop();
  await database.drop();
}
process.exit(failed ? 1 : 0);

/** A customer's or a desk's call misses when its p99 reaches the goal or it failed other than expected. */
function missesGoal(row: CallRow): boolean {
  if (row.errors > 0) return true;
  return row.side !== 'payment' && row.p99 >= GOAL_P99_MS;
}
