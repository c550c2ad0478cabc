import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@ruangmain/domain/dates';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestBooking, nextWeekday, type TestUnit } from './bookings';
import { startFakeServer } from './fake-http-server';
import {
  findTestUnits,
  requestJson,
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  sleep,
  spawnServer,
} from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = 'Admin-Several-123!';
const PROMO = 'OPENINGYUK';

/** The bookings, payments and promo books of the shared database, read beside the two processes. */
type Sql = pg.Client;

// ../shared/DESIGN.md "Scale": several stateless API processes on one PostgreSQL, everything exclusive
// enforced by the database. Two real server processes on one database, with Midtrans played by a local fake.
describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  const name = `ruangmain_several_${process.pid}`;
  const storageDir = path.join(tmpdir(), `${name}-storage`);
  let sql: Sql;
  let servers: ServerProcess[] = [];
  let urls: string[] = [];
  let units: TestUnit[] = [];
  /** Each Midtrans status check takes this long: a sweep of many holds outlasts the sweep interval. */
  const providerDelayMs = 40;
  let midtrans: Awaited<ReturnType<typeof startFakeServer>>;
  let tokens = 0;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    sql = new pg.Client({ connectionString: url.toString() });
    await sql.connect();

    midtrans = await startFakeServer((request) => {
      if (request.url === '/snap/v1/transactions') {
        tokens += 1;
        return {
          status: 201,
          body: { token: `token-${tokens}`, redirect_url: `${midtrans.url}/pay/${tokens}` },
        };
      }
      // The customer never chose a payment method: Midtrans has no transaction for the order.
      if (request.url.endsWith('/status')) return { status: 200, body: { status_code: '404' } };
      if (request.url.endsWith('/expire') || request.url.endsWith('/cancel')) {
        return { status: 200, body: { status_code: '404', status_message: 'Transaction not found' } };
      }
      return { status: 404, body: {} };
    }, providerDelayMs);

    const env = {
      DATABASE_URL: url.toString(),
      STORAGE_DIR: storageDir,
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-several',
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-several',
      MIDTRANS_API_URL: midtrans.url,
      MIDTRANS_SNAP_URL: midtrans.url,
      ADMIN_PASSWORD,
      // Every request comes from 127.0.0.1.
      RATE_LIMIT_MULTIPLIER: '1000',
      SWEEPER_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'info',
    };
    // Both start at once on the empty database: migrations, demo data and the admin are each done once.
    servers = [spawnServer(env), spawnServer(env)];
    urls = await Promise.all(servers.map((server) => server.started()));
    units = await findTestUnits(urls[0] as string);
  }, SERVER_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await sql?.end();
    await midtrans?.close();
    rmSync(storageDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  /** Process A for even `i`, B for odd. */
  const urlFor = (i: number) => urls[i % 2] as string;

  it('started both on the empty database, seeding it once', async () => {
    const { rows } = await sql.query<{ units: string; admins: string }>(
      `select (select count(*) from units) as units, (select count(*) from users where role = 'admin') as admins`,
    );
    expect(rows[0]).toEqual({ units: String(units.length), admins: '1' });
    for (const url of urls) expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it(
    'lets one booking win each slot when requests race across both processes',
    async () => {
      const slots = 6;
      const perSlot = 10;
      const date = nextWeekday(1, 2);
      // Every request of a slot overlaps every other (15:00, 15:30 or 16:00, two hours): one may win.
      const starts = ['15:00', '15:30', '16:00'];
      const requests = Array.from({ length: slots * perSlot }, (_, i) => {
        const slot = i % slots;
        const unit = units[slot] as TestUnit;
        const payload = guestBooking(unit, date, starts[i % starts.length] as string, 2, {
          phone: `0812345${String(10_000 + i)}`,
        });
        return { slot, server: i % 2, payload };
      });
      const answers = await Promise.all(
        requests.map(async ({ slot, server, payload }) => {
          const response = await fetch(`${urlFor(server)}/api/book-room`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          });
          return {
            slot,
            server,
            status: response.status,
            body: (await response.json()) as { message?: string },
          };
        }),
      );

      const winners = answers.filter((answer) => answer.status === 201);
      const losers = answers.filter((answer) => answer.status !== 201);
      console.info(
        `racing bookings: ${answers.length} requests over ${slots} slots, ${winners.length} won ` +
          `(${winners.filter((w) => w.server === 0).length} through A, ${winners.filter((w) => w.server === 1).length} through B), ` +
          `${losers.length} refused`,
      );
      expect(winners.map((winner) => winner.slot).sort()).toEqual(Array.from({ length: slots }, (_, i) => i));
      for (const loser of losers) {
        expect(loser.status).toBe(409);
        expect(loser.body.message).toBe('Unit is already booked');
      }
      const { rows } = await sql.query<{ unit_id: number; active: string }>(
        `select unit_id, count(*) as active from bookings
       where status in ('pending', 'confirmed', 'ongoing') and start_at::date = $1::date and unit_id = any($2)
       group by unit_id order by unit_id`,
        [date, units.slice(0, slots).map((unit) => unit.id)],
      );
      expect(rows.map((row) => Number(row.active))).toEqual(Array(slots).fill(1));
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'shows a catalogue change made through one process in the other at once',
    async () => {
      const [a, b] = urls as [string, string];
      // A finished session of the admin's, to review.
      const login = await requestJson<{ token: string; user: { id: number } }>(`${a}/api/auth/login`, {
        body: { identifier: 'admin', password: ADMIN_PASSWORD },
      });
      const booked = await requestJson<{ data: { id: number }; invoice_number: string }>(
        `${a}/api/book-room`,
        { body: guestBooking(units[7] as TestUnit, nextWeekday(2, 3), '15:00', 1) },
        201,
      );
      await sql.query(`update bookings set status = 'completed', user_id = $2 where id = $1`, [
        booked.data.id,
        login.user.id,
      ]);

      // B answers the reviews from its cache: the same ETag twice, a 304 for it.
      const reviewsUrl = `${b}/api/public/customer-reviews?page=1&per_page=5`;
      const before = await fetch(reviewsUrl);
      const etag = before.headers.get('etag') ?? '';
      expect((await fetch(reviewsUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);

      const description = `Seen from the other process ${Date.now()}`;
      await requestJson(
        `${a}/api/customer/customer-reviews`,
        {
          body: { invoice_number: booked.invoice_number, rating: 5, description },
          headers: { authorization: `Bearer ${login.token}` },
        },
        201,
      );
      const changedAt = Date.now();
      let seenAfterMs = -1;
      while (Date.now() - changedAt < 2_000) {
        const page = await requestJson<{ data: { data: Array<{ description: string }> } }>(reviewsUrl);
        if (page.data.data.some((review) => review.description === description)) {
          seenAfterMs = Date.now() - changedAt;
          break;
        }
        await sleep(5);
      }
      console.info(`catalogue change through A seen by B after ${seenAfterMs} ms`);
      expect(seenAfterMs).toBeGreaterThanOrEqual(0);
      expect(seenAfterMs).toBeLessThan(1_000);
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'releases each expired hold exactly once while both sweepers run',
    async () => {
      const holds = 40;
      const first = nextWeekday(3, 4);
      const promoBefore = await readPromoUses();
      const booked: Array<{ id: number; order_id: string }> = [];
      for (let i = 0; i < holds; i += 1) {
        // Ten one-hour slots a day on one unit, over as many days as needed.
        const date = addDays(first, Math.floor(i / 10));
        const start = `${String(14 + (i % 10)).padStart(2, '0')}:00`;
        const answer = await requestJson<{ data: { id: number }; order_id: string }>(
          `${urlFor(i)}/api/book-room`,
          {
            body: guestBooking(units[8] as TestUnit, date, start, 1, {
              promo_code: PROMO,
              phone: `0813345${String(10_000 + i)}`,
            }),
          },
          201,
        );
        booked.push({ id: answer.data.id, order_id: answer.order_id });
      }
      expect(await readPromoUses()).toBe(promoBefore + holds);

      const calls = () =>
        midtrans.requests.filter((request) => booked.some((b) => request.url.includes(b.order_id)));
      const sweptBefore = servers.map((server) => countSwept(server.stdout()));
      // Every hold runs out at once; both sweepers (every second) find them all.
      await sql.query(
        `update bookings set hold_expires_at = now() - interval '1 second' where id = any($1)`,
        [booked.map((hold) => hold.id)],
      );
      const ids = booked.map((hold) => hold.id);
      const deadline = Date.now() + 30_000;
      let pending = holds;
      while (Date.now() < deadline) {
        const { rows } = await sql.query<{ pending: string }>(
          `select count(*) as pending from bookings where id = any($1) and status = 'pending'`,
          [ids],
        );
        pending = Number(rows[0]?.pending);
        if (pending === 0) break;
        await sleep(200);
      }
      expect(pending).toBe(0);
      // One more round of both sweepers, which must find nothing left to do.
      await sleep(2_500);

      const { rows: outcome } = await sql.query<{ status: string; count: string }>(
        `select b.status || '/' || coalesce(b.cancel_reason, '') || '/' || p.status as status, count(*) as count
       from bookings b join payments p on p.booking_id = b.id where b.id = any($1) group by 1`,
        [ids],
      );
      const released = servers.map((server, i) => countSwept(server.stdout()) - (sweptBefore[i] ?? 0));
      const perOrder = (suffix: string) => {
        const counts = new Map(booked.map((hold) => [hold.order_id, 0]));
        for (const request of calls()) {
          const order = booked.find((hold) => request.url.includes(`/v2/${hold.order_id}/`));
          if (order && request.url.endsWith(suffix))
            counts.set(order.order_id, (counts.get(order.order_id) ?? 0) + 1);
        }
        return [...counts.values()];
      };
      const statusChecks = perOrder('/status');
      const expireCalls = perOrder('/expire');
      console.info(
        `sweepers: ${holds} expired holds; released by A ${released[0]}, by B ${released[1]}; ` +
          `provider status checks ${sum(statusChecks)}, expire calls ${sum(expireCalls)} ` +
          `(most for one order: ${Math.max(...statusChecks)} / ${Math.max(...expireCalls)}); ` +
          `promo uses ${promoBefore} -> ${promoBefore + holds} -> ${await readPromoUses()}`,
      );
      expect(outcome).toEqual([{ status: 'cancelled/expired/expire', count: String(holds) }]);
      expect(sum(released)).toBe(holds);
      expect(await readPromoUses()).toBe(promoBefore);
      expect(expireCalls).toEqual(Array(holds).fill(1));
      // Asked about once at its expiry, and at most once before while the hold was live (both sweepers ask
      // about a live hold's payment once a minute between them, record 0038).
      for (const checks of statusChecks) expect([1, 2]).toContain(checks);
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  async function readPromoUses(): Promise<number> {
    const { rows } = await sql.query<{ times_used: number }>(
      'select times_used from promos where promo_code = $1',
      [PROMO],
    );
    return Number(rows[0]?.times_used);
  }
});

/** Holds this process's sweeper released, from its 'bookings swept' log lines. */
function countSwept(log: string): number {
  let total = 0;
  for (const line of log.split('\n')) {
    if (!line.includes('"bookings swept"')) continue;
    total += (JSON.parse(line) as { sweep: { expired: number } }).sweep.expired;
  }
  return total;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
