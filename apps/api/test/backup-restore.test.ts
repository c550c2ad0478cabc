import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { users } from '../src/db/schema/accounts';
import { bookings } from '../src/db/schema/bookings';
import { payments } from '../src/db/schema/payments';
import { pointTransactions } from '../src/db/schema/points';
import { createCustomer, type TestCustomer } from './accounts';
import {
  adminAuth,
  book,
  dateSequence,
  guestBooking,
  listTestUnits,
  notify,
  type TestUnit,
} from './bookings';
import { createSeededTestApp } from './seeded-app';
import { requestJson, SERVER_TEST_TIMEOUT_MS, type ServerProcess, spawnServer } from './server-process';
import type { TestContext } from './test-app';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run restore -- FILE` as a person runs it: the exit code and what it printed. */
function runRestore(file: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

type Written = { customer: TestCustomer; bookingId: number; startedAt: number; finishedAt: number };

// docs/decisions/0039 and issue 27 "Backups a venue can restore": a backup taken while bookings are being
// paid for, restored into a fresh directory by the script, served by a real server, holds every booking,
// payment and point its time covers, and each whole: a booking is there with its payment and points, or
// not at all. PGlite only: on PostgreSQL the venue uses pg_dump (README "Backups").
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a backup restored and served', () => {
  let ctx: TestContext;
  const work = mkdtempSync(path.join(tmpdir(), 'ruangmain-restore-'));
  const backupDir = path.join(work, 'backups');
  let admin: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ctx = await createSeededTestApp({ BACKUP_DIR: backupDir });
    admin = await adminAuth(ctx.app, ctx.db);
  });
  afterAll(async () => {
    await server?.kill();
    await ctx.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('holds every booking, payment and point its time covers', {
    timeout: SERVER_TEST_TIMEOUT_MS,
  }, async () => {
    const units = (await listTestUnits(ctx.db)).slice(0, 4);
    const customers = await Promise.all(units.map(() => createCustomer(ctx.app, ctx.db)));
    const nextDate = dateSequence();
    const written: Written[] = [];
    /** Books and pays as a customer (who earns points), noting when the request left and the answer came. */
    const write = async (lane: number) => {
      const customer = customers[lane] as TestCustomer;
      const startedAt = Date.now();
      const booked = await book(
        ctx.app,
        guestBooking(units[lane] as TestUnit, nextDate(), '14:00'),
        customer.auth,
      );
      const paid = await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
      expect(paid.statusCode, paid.body).toBe(200);
      written.push({ customer, bookingId: booked.id, startedAt, finishedAt: Date.now() });
    };
    const lanes = async (rounds: number) =>
      Promise.all(
        units.map(async (_, lane) => {
          for (let round = 0; round < rounds; round += 1) await write(lane);
        }),
      );

    await lanes(3);
    // The backup is asked for while four customers go on booking and paying.
    const writing = lanes(6);
    const backupSentAt = Date.now();
    const taken = await ctx.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
    const backupAnsweredAt = Date.now();
    await writing;
    expect(taken.statusCode, taken.body).toBe(201);
    const after = written.length;
    await lanes(1); // asked for once the backup was complete: not in it
    const covered = written.filter((entry) => entry.finishedAt <= backupSentAt);
    const later = written.slice(after);
    expect(covered.length).toBeGreaterThanOrEqual(12);
    expect(
      written.some((entry) => entry.finishedAt > backupSentAt && entry.startedAt < backupAnsweredAt),
    ).toBe(true);

    // Restored by the script into a fresh directory that holds no database yet.
    const dataDir = path.join(work, 'restored-data');
    const storageDir = path.join(work, 'restored-storage');
    const restored = await runRestore(path.join(backupDir, taken.json().data.name), {
      DATA_DIR: dataDir,
      STORAGE_DIR: storageDir,
    });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /^Restored the backup of \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Jakarta\)/,
    );
    // The demo venue's pictures came back with the database.
    expect(readdirSync(storageDir).length).toBeGreaterThan(0);

    // A real server starts on it; each customer's session, booking and points are there.
    server = spawnServer({ DATA_DIR: dataDir, STORAGE_DIR: storageDir, BACKUP_DIR: backupDir });
    const url = await server.started();
    for (const entry of covered) {
      const { data } = await requestJson<{ data: { status: string } }>(
        `${url}/api/customer/booking-details/${entry.bookingId}`,
        { headers: entry.customer.auth },
      );
      expect(data.status).toBe('confirmed');
      const ledger = await requestJson<Array<{ booking_id: number | null; type: string }>>(
        `${url}/api/customer/point-transactions`,
        { headers: entry.customer.auth },
      );
      expect(ledger).toContainEqual(expect.objectContaining({ booking_id: entry.bookingId, type: 'earned' }));
    }
    await requestJson(`${url}/api/admin/backups`, { headers: admin });
    server.child.kill('SIGTERM');
    expect(await server.exited()).toBe(0);

    // Whole, and nothing from after: read beside the stopped server.
    const database = await createDatabase({ engine: 'pglite', dataDir });
    try {
      const { db } = database;
      const present = await db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            written.map((entry) => entry.bookingId),
          ),
        );
      const ids = new Set(present.map((row) => row.id));
      for (const entry of covered) expect(ids.has(entry.bookingId)).toBe(true);
      for (const entry of later) expect(ids.has(entry.bookingId)).toBe(false);
      for (const row of present) {
        // Each booking whole: paid with its settled payment and its points, or (paid after the backup)
        // still a hold with neither.
        expect(['confirmed', 'pending']).toContain(row.status);
        const isPaid = row.status === 'confirmed';
        const settled = await db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.booking_id, row.id), eq(payments.status, 'settlement')));
        expect(settled).toHaveLength(isPaid ? 1 : 0);
        const earned = await db
          .select({ id: pointTransactions.id })
          .from(pointTransactions)
          .where(and(eq(pointTransactions.booking_id, row.id), eq(pointTransactions.type, 'earned')));
        expect(earned).toHaveLength(isPaid ? 1 : 0);
      }
      // Every balance is its ledger's sum.
      const customerIds = customers.map((customer) => customer.user.id);
      const ledger = await db
        .select({
          user_id: pointTransactions.user_id,
          type: pointTransactions.type,
          points: pointTransactions.points,
        })
        .from(pointTransactions)
        .where(inArray(pointTransactions.user_id, customerIds));
      const balances = await db
        .select({ id: users.id, balance: users.total_points })
        .from(users)
        .where(inArray(users.id, customerIds));
      for (const { id, balance } of balances) {
        const sum = ledger
          .filter((row) => row.user_id === id)
          .reduce((total, row) => total + (row.type === 'earned' ? row.points : -row.points), 0);
        expect(balance).toBe(sum);
      }
    } finally {
      await database.close();
    }
  });

  it('keeps the directories it replaces aside, and refuses, in one line, a server that holds them', {
    timeout: SERVER_TEST_TIMEOUT_MS,
  }, async () => {
    const dataDir = path.join(work, 'held-data');
    const storageDir = path.join(work, 'held-storage');
    const name = readdirSync(backupDir).find((entry) => entry.endsWith('.tar.gz')) as string;
    const file = path.join(backupDir, name);

    server = spawnServer({ DATA_DIR: dataDir, STORAGE_DIR: storageDir });
    await server.started();
    const held = await runRestore(file, { DATA_DIR: dataDir, STORAGE_DIR: storageDir });
    expect(held.code).toBe(1);
    expect(held.stderr.trim().split('\n')).toEqual([
      `DATA_DIR ${dataDir} is held by a running RuangMain server (PID ${server.pid}): stop it before restoring.`,
    ]);
    server.child.kill('SIGTERM');
    await server.exited();

    const replaced = await runRestore(file, { DATA_DIR: dataDir, STORAGE_DIR: storageDir });
    expect(replaced.stderr).toBe('');
    expect(replaced.code).toBe(0);
    const aside = readdirSync(work).filter((entry) => entry.startsWith('held-data.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(replaced.stdout).toContain(
      `The database that was there is kept in ${path.join(work, aside[0] as string)}.`,
    );
    expect(
      readdirSync(work).filter((entry) => entry.startsWith('held-storage.before-restore-')),
    ).toHaveLength(1);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'ruangmain.lock'))).toBe(false);
  });

  it('refuses, in one line, a file that is not a backup, and changes nothing', {
    timeout: SERVER_TEST_TIMEOUT_MS,
  }, async () => {
    const dataDir = path.join(work, 'untouched-data');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    const text = path.join(work, 'notes.tar.gz');
    writeFileSync(text, 'these are not the bookings\n');
    const env = { DATA_DIR: dataDir, STORAGE_DIR: path.join(work, 'untouched-storage') };
    const refused = await runRestore(text, env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(
      new RegExp(`^${text.replaceAll('.', '\\.')} is not a RuangMain backup \\(`),
    );

    const missing = await runRestore(path.join(work, 'nowhere.tar.gz'), env);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(`${path.join(work, 'nowhere.tar.gz')} is not a file.`);
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
    expect(readdirSync(work).filter((entry) => entry.startsWith('untouched-data.'))).toEqual([]);
  });
});
