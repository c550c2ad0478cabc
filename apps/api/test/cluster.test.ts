import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@ruangmain/domain/dates';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { guestBooking, nextWeekday, type TestUnit } from './bookings';
import { startFakeServer } from './fake-http-server';
import {
  createServerDatabase,
  findTestUnits,
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  sleep,
  spawnServer,
} from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;
const WORKERS = 3;
const METRICS_TOKEN = 'cluster-metrics-0123456789';

/** Waits until `isDone`, polling; fails after `ms`. */
async function waitFor(isDone: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await isDone()) return;
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${ms} ms`);
}

/**
 * One request on a connection of its own (no keep-alive): what a proxy in front of the cluster sends.
 * Resolves to the status, or to the error that lost it.
 */
function send(url: string, body?: unknown): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      url,
      {
        method: payload ? 'POST' : 'GET',
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', (error) => resolve(error.message));
      },
    );
    req.on('error', (error) => resolve(error.message));
    req.end(payload);
  });
}

// Record 0051: WORKERS=3 under Node's cluster on one PostgreSQL; jobs run once; a rolling restart loses nothing.
describe.skipIf(!serverUrl)(`${WORKERS} clustered API processes on one PostgreSQL`, () => {
  const name = `ruangmain_cluster_${process.pid}`;
  const storageDir = path.join(tmpdir(), `${name}-storage`);
  const cleanups: Array<() => Promise<void> | void> = [];
  let sql: pg.Client;
  let cluster: ServerProcess;
  let url: string;
  let fonnte: Awaited<ReturnType<typeof startFakeServer>>;
  let sent = 0;

  beforeAll(async () => {
    const databaseUrl = await createServerDatabase(serverUrl as string, name, cleanups);
    // Migrated first, so every write of a rollup day can be counted from the workers' first moment.
    const database = await createDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 1 });
    await database.migrate();
    await database.close();
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    await sql.query(`
      create table test_rollup_writes (key text not null);
      create function test_count_rollup_write() returns trigger language plpgsql as $$
        begin insert into test_rollup_writes values (new.kind || ' ' || new.day); return new; end $$;
      create trigger test_rollup_writes after insert or update on report_days
        for each row execute function test_count_rollup_write();`);

    fonnte = await startFakeServer(() => {
      sent += 1;
      return { status: 200, body: { status: true, id: [`msg-${sent}`] } };
    });
    cluster = spawnServer({
      WORKERS: String(WORKERS),
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: storageDir,
      MESSAGING_PROVIDER: 'fonnte',
      FONNTE_TOKEN: 'cluster-test',
      FONNTE_API_URL: fonnte.url,
      RATE_LIMIT_MULTIPLIER: '1000',
      SWEEPER_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
    });
    url = await cluster.started();
    await waitFor(
      () => cluster.stdout().split('RuangMain is running').length - 1 >= WORKERS,
      5 * 60_000,
      `${WORKERS} workers listening`,
    );
  }, SERVER_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await cluster?.kill();
    await sql?.end();
    await fonnte?.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it(
    'warms each report day once, though every worker starts its warm-up',
    async () => {
      await waitFor(
        () => cluster.stdout().includes('"report rollups warmed"'),
        5 * 60_000,
        'the rollups warm-up',
      );
      const { rows } = await sql.query<{ writes: string; repeated: string }>(
        `select count(*) as writes,
           (select count(*) from (select key from test_rollup_writes group by key having count(*) > 1) r) as repeated
         from test_rollup_writes`,
      );
      console.info(
        `rollups: ${rows[0]?.writes} day writes; warmed in ${cluster.stdout().split('"report rollups warmed"').length - 1} ` +
          `worker(s), left to it by ${cluster.stdout().split('report rollups left to').length - 1}`,
      );
      expect(Number(rows[0]?.writes)).toBeGreaterThan(0);
      expect(rows[0]?.repeated).toBe('0');
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'sends each due notice once while all three senders run',
    async () => {
      // Plain words: Fonnte gets them form-encoded.
      const bodies = Array.from({ length: 12 }, (_, i) => `cluster-notice-${i}-${Date.now()}`);
      await sql.query(
        `insert into customer_notices (kind, dedupe_key, to_phone, body)
         select 'booking_confirmed', 'cluster:' || body, '081234567890', body from unnest($1::text[]) as body`,
        [bodies],
      );
      await waitFor(
        async () => {
          const { rows } = await sql.query<{ unsent: string }>(
            `select count(*) as unsent from customer_notices where body = any($1) and sent_at is null`,
            [bodies],
          );
          return rows[0]?.unsent === '0';
        },
        60_000,
        'every notice sent',
      );
      // Another beat of all three senders, which must find nothing left.
      await sleep(2_500);
      const perBody = bodies.map((body) => fonnte.requests.filter((r) => r.body.includes(body)).length);
      expect(perBody).toEqual(bodies.map(() => 1));
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'loses no request and no booking while the workers restart one at a time',
    async () => {
      const units = await findTestUnits(url);
      const first = nextWeekday(1, 5);
      const slotsPerDay = 8 * units.length;
      let next = 0;
      const outcomes: Array<{ kind: 'read' | 'book'; status: number | string; phone?: string }> = [];
      let isRunning = true;
      const client = async () => {
        while (isRunning) {
          const i = next++;
          if (i % 2 === 0) {
            outcomes.push({ kind: 'read', status: await send(`${url}/api/public/units`) });
            continue;
          }
          const j = (i - 1) / 2;
          const unit = units[j % units.length] as TestUnit;
          const date = addDays(first, Math.floor(j / slotsPerDay));
          const start = `${String(14 + (Math.floor(j / units.length) % 8)).padStart(2, '0')}:00`;
          const phone = `0815${String(1_000_000 + j)}`;
          const status = await send(`${url}/api/book-room`, guestBooking(unit, date, start, 1, { phone }));
          outcomes.push({ kind: 'book', status, phone });
        }
      };
      const clients = Array.from({ length: 4 }, client);
      await sleep(1_000);
      process.kill(cluster.pid, 'SIGHUP');
      await waitFor(() => cluster.stdout().includes('Workers restarted'), 5 * 60_000, 'the rolling restart');
      await sleep(1_000);
      isRunning = false;
      await Promise.all(clients);

      const failed = outcomes.filter((o) => o.status !== (o.kind === 'book' ? 201 : 200));
      const booked = outcomes.filter((o) => o.kind === 'book' && o.status === 201).map((o) => o.phone);
      // Phones are stored in their international form: their last seven digits tell them apart.
      const tail = (phone: string) => phone.slice(-7);
      const { rows } = await sql.query<{ phone: string }>(
        `select right(phone, 7) as phone from bookings where right(phone, 7) = any($1)`,
        [outcomes.filter((o) => o.kind === 'book').map((o) => tail(o.phone ?? ''))],
      );
      console.info(
        `rolling restart: ${outcomes.length} requests (${booked.length} bookings), ${failed.length} lost`,
      );
      expect(failed).toEqual([]);
      expect(rows.map((row) => row.phone).sort()).toEqual(booked.map((phone) => tail(phone ?? '')).sort());
      expect(cluster.stdout().split('RuangMain is running').length - 1).toBe(2 * WORKERS);
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    "serves every worker's metrics, added up by the primary, from whichever worker is scraped",
    async () => {
      const scrape = async () => {
        const response = await fetch(`${url}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(response.status).toBe(200);
        return response.text();
      };
      const texts = await Promise.all(Array.from({ length: 6 }, scrape));
      const countOf = (text: string) =>
        Number(
          /http_request_duration_seconds_count\{method="POST",route="\/api\/book-room",status_code="201"\} (\d+)/.exec(
            text,
          )?.[1],
        );
      // Every scrape, whichever worker answers it, counts the bookings all workers took.
      const counts = texts.map(countOf);
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBeGreaterThan(0);
      expect(texts[0]).toMatch(/db_pool_connections\{state="total"\} \d/);
      expect(texts[0]).toMatch(/job_lag_seconds\{job="sweeper"\} \d/);
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'stops every worker and itself on SIGTERM',
    async () => {
      process.kill(cluster.pid, 'SIGTERM');
      expect(await cluster.exited(60_000)).toBe(0);
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
