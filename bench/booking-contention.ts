// Booking contention on the real server (../shared/DESIGN.md "No double booking, ever", "Limited counters"):
// 200 overlapping bookings of one unit → one 201 and 199 × 409; 50 bookings racing for a promo with
// 5 uses left → five 201 and 45 × 422. The database is checked afterwards. Non-zero exit on a breach.
// Run: npx tsx bench/booking-contention.ts [--engine pglite|postgres|both]   (default both)
import { addDays } from '@ruangmain/domain/dates';
import {
  type BookableUnit,
  clock,
  guestBooking,
  listBookableUnits,
  percentile,
  postAll,
  VENUE_TIMEZONE,
  venueDate,
} from './lib/bookings';
import {
  type BenchDatabase,
  createBenchDatabase,
  type Engine,
  parseEngines,
  prepareDatabase,
  startBenchServer,
  withSql,
} from './lib/database';
import { saveResults } from './lib/load';

const OVERLAPPING_REQUESTS = 200;
const PROMO_REQUESTS = 50;
const PROMO = { code: 'BENCHFIVE', usageLimit: 5 };
const USED_UP = 'Promo ini sudah habis digunakan. Silakan coba promo lainnya.';
const ALREADY_BOOKED = 'Unit is already booked';

type Row = {
  engine: Engine;
  scenario: string;
  requests: number;
  '201 created': number;
  '409/422 refused': number;
  other: number;
  'duration ms': number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
};

/**
 * Every (start, hours) on the 30-minute grid between 14:00 and 24:00 (open every day of the week)
 * that covers 19:00–20:00, cycled to `count` bodies: all of them overlap one another.
 */
function overlappingBodies(unit: BookableUnit, date: string, count: number) {
  const shapes: Array<[string, number]> = [];
  for (let minutes = 14 * 60; minutes <= 19 * 60; minutes += 30) {
    for (let hours = 1; minutes + hours * 60 <= 24 * 60; hours++) {
      if (minutes + hours * 60 < 20 * 60) continue;
      shapes.push([clock(minutes), hours]);
    }
  }
  return Array.from({ length: count }, (_, i) => {
    const [start, hours] = shapes[i % shapes.length]!;
    return guestBooking(unit, date, start, hours, { phone: `0812${String(10_000_000 + i)}` });
  });
}

/** One hour on a different unit or day for each body, all with the promo: none overlap. */
function promoBodies(units: BookableUnit[], firstDate: string, count: number) {
  return Array.from({ length: count }, (_, i) =>
    guestBooking(units[i % units.length]!, addDays(firstDate, Math.floor(i / units.length)), '15:00', 1, {
      phone: `0813${String(10_000_000 + i)}`,
      promo_code: PROMO.code,
    }),
  );
}

type Burst = Awaited<ReturnType<typeof postAll>>;

function summarise(engine: Engine, scenario: string, { answers, durationMs }: Burst, refused: number): Row {
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const created = answers.filter((answer) => answer.status === 201).length;
  return {
    engine,
    scenario,
    requests: answers.length,
    '201 created': created,
    '409/422 refused': refused,
    other: answers.length - created - refused,
    'duration ms': Math.round(durationMs),
    'req/s': Math.round(answers.length / (durationMs / 1000)),
    'p50 ms': Math.round(percentile(latencies, 0.5)),
    'p99 ms': Math.round(percentile(latencies, 0.99)),
  };
}

/** Both bursts against one server on a database that holds the promo. */
async function fire(database: BenchDatabase, contendedDate: string) {
  const server = await startBenchServer(database);
  try {
    const units = await listBookableUnits(server.baseUrl);
    const contended = units[0]!;
    const url = `${server.baseUrl}/api/book-room`;
    const overlap = await postAll(url, overlappingBodies(contended, contendedDate, OVERLAPPING_REQUESTS));
    const promo = await postAll(url, promoBodies(units, venueDate(21), PROMO_REQUESTS));
    return { contended, overlap, promo };
  } finally {
    await server.stop();
  }
}

async function runEngine(database: BenchDatabase, failures: string[]): Promise<Row[]> {
  const { engine } = database;
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(`${engine}: ${what}`);
  };
  await prepareDatabase(database, async (sql) => {
    await sql.query(
      `insert into promos (promo_code, description, percentage, usage_limit) values ($1, 'bench', 10, $2)`,
      [PROMO.code, PROMO.usageLimit],
    );
  });
  const contendedDate = venueDate(14);
  const { contended, overlap, promo } = await fire(database, contendedDate);

  const conflicts = overlap.answers.filter((a) => a.status === 409 && a.message === ALREADY_BOOKED).length;
  const usedUp = promo.answers.filter((a) => a.status === 422 && a.message === USED_UP).length;
  const rows = [
    summarise(engine, `${OVERLAPPING_REQUESTS} overlapping, one unit`, overlap, conflicts),
    summarise(engine, `${PROMO_REQUESTS} bookings, promo limit ${PROMO.usageLimit}`, promo, usedUp),
  ];
  check(
    rows[0]?.['201 created'] === 1 && conflicts === OVERLAPPING_REQUESTS - 1,
    'overlap: not one 201 + 409s',
  );
  check(
    rows[1]?.['201 created'] === PROMO.usageLimit && usedUp === PROMO_REQUESTS - PROMO.usageLimit,
    'promo: not 5 × 201 + 422 used up',
  );
  for (const answer of [...overlap.answers, ...promo.answers].filter((a) => a.status >= 500)) {
    check(false, `server error ${answer.status}: ${answer.message}`);
  }

  await withSql(database, async (sql) => {
    const [active] = await sql.query<{ n: number }>(
      `select count(*)::int as n from bookings
       where unit_id = $1 and status in ('pending', 'confirmed', 'ongoing')
         and (start_at at time zone $3)::date = $2::date`,
      [contended.id, contendedDate, VENUE_TIMEZONE],
    );
    const [counter] = await sql.query<{ times_used: number; bookings: number }>(
      `select times_used, (select count(*)::int from bookings where promo_id = promos.id) as bookings
       from promos where promo_code = $1`,
      [PROMO.code],
    );
    console.info(
      `${engine}: active bookings of unit ${contended.id} on ${contendedDate}: ${active?.n}; ` +
        `promo times_used ${counter?.times_used}, bookings with it ${counter?.bookings}`,
    );
    check(active?.n === 1, `database: ${active?.n} active bookings of the contended unit, expected 1`);
    check(counter?.times_used === PROMO.usageLimit, `database: promos.times_used = ${counter?.times_used}`);
    check(counter?.bookings === PROMO.usageLimit, `database: ${counter?.bookings} bookings carry the promo`);
  });
  return rows;
}

const rows: Row[] = [];
const failures: string[] = [];
for (const engine of parseEngines(process.argv.slice(2), 'both')) {
  const database = await createBenchDatabase(engine);
  try {
    rows.push(...(await runEngine(database, failures)));
  } finally {
    await database.drop();
  }
}
console.table(rows);
console.info(`saved ${saveResults('booking-contention', { rows, failures })}`);
if (failures.length > 0) {
  console.error(`invariants broken:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.info('invariants hold: one booking per contended period, promo used exactly up to its limit');
}
