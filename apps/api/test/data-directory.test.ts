import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../src/db/data-directory-lock';
import { guestBooking, nextWeekday } from './bookings';
import {
  findTestUnits,
  requestJson,
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
} from './server-process';

// One process per embedded data directory (docs/decisions/0012): real server processes on one
// DATA_DIR. PGlite only: with DATABASE_URL there is no data directory to share.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded data directory', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function start(env: Record<string, string>): ServerProcess {
    return spawnScript('apps/api/src/server.ts', env);
  }
  function spawnScript(script: string, env: Record<string, string>): ServerProcess {
    const child = spawnServer(env, script);
    cleanups.push(() => child.kill());
    return child;
  }

  it(
    'refuses a second server, and keeps every paid booking through a kill -9 and a restart',
    async () => {
      const workDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-datadir-'));
      cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
      const dataDir = path.join(workDir, 'data');
      const env = { DATA_DIR: dataDir, STORAGE_DIR: path.join(workDir, 'storage') };

      const first = start(env);
      const firstUrl = await first.started();

      // A guest books and pays in the payment simulator; its notification confirms the booking.
      const [unit] = await findTestUnits(firstUrl);
      if (!unit) throw new Error('no demo unit');
      const booked = await requestJson<{ invoice_number: string; snap_token: string }>(
        `${firstUrl}/api/book-room`,
        { body: guestBooking(unit, nextWeekday(1), '15:00', 2) },
        201,
      );
      await requestJson(`${firstUrl}/payments/simulator/pay/${booked.snap_token}/pay`, {
        body: { payment_type: 'qris' },
      });
      const statusUrl = `/api/public/booking-status/${booked.invoice_number}`;
      const paid = await requestJson<{ data: { status: string } }>(`${firstUrl}${statusUrl}`);
      expect(paid.data.status).toBe('confirmed');

      // A second server on the same directory (on a port of its own) stops before opening the database.
      const second = start(env);
      const code = await second.exited();
      expect(code).not.toBe(0);
      expect(second.stdout()).not.toContain('RuangMain is running');
      const lines = second.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`DATA_DIR ${dataDir} is in use`);
      expect(lines[0]).toContain(`PID ${first.pid}`);
      expect(lines[0]).toContain(path.join(dataDir, LOCK_FILE_NAME));

      // The first server dies without a chance to clean up: its lock stays behind, stale.
      first.child.kill('SIGKILL');
      await first.exited();
      expect(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).toContain(`"pid":${first.pid}`);

      // The next start takes the stale lock over, opens the data and finds the paid booking.
      const third = start(env);
      const thirdUrl = await third.started();
      const after = await requestJson<{ data: { status: string } }>(`${thirdUrl}${statusUrl}`);
      expect(after.data.status).toBe('confirmed');

      // `npm run seed` would delete the directory under the running server: it is refused too.
      const seed = spawnScript('apps/api/src/db/seed/reset.ts', env);
      expect(await seed.exited()).toBe(1);
      expect(seed.stderr().trim()).toBe(
        `DATA_DIR ${dataDir} is in use by RuangMain process PID ${third.pid} ` +
          `(lock file ${path.join(dataDir, LOCK_FILE_NAME)}): stop that process first; several processes need DATABASE_URL (PostgreSQL).`,
      );
      const still = await requestJson<{ data: { status: string } }>(`${thirdUrl}${statusUrl}`);
      expect(still.data.status).toBe('confirmed');

      // A clean shutdown gives the directory back.
      third.child.kill('SIGTERM');
      expect(await third.exited()).toBe(0);
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
