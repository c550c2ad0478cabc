// Backups of the embedded database (docs/decisions/0039): the size of one backup file and the time to
// take it (POST /api/admin/backups on the running product) and to restore it (`npm run restore -- FILE`,
// the server stopped), for the demo venue and for a year of 100,000 bookings with their payments, food,
// extensions and refunds. Checks the restored database holds as many bookings as the backed-up one.
// PGlite only: on PostgreSQL the venue uses pg_dump (README "Backups").
// Run: npx tsx bench/backup.ts [--bookings N]   (default 100000)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BenchDatabase,
  createBenchDatabase,
  prepareDatabase,
  startBenchServer,
  withSql,
} from './lib/database';
import { saveResults } from './lib/load';
import { BENCH_ADMIN_PASSWORD, logInAdmin } from './lib/log-in';
import { insertYear } from './lib/year-of-bookings';

const root = fileURLToPath(new URL('..', import.meta.url));

type Figures = { venue: string; bookings: number; bytes: number; backupMs: number; restoreMs: number };

const countBookings = (database: BenchDatabase) =>
  withSql(database, async (sql) =>
    Number((await sql.query<{ n: number }>('select count(*)::int as n from bookings'))[0]?.n),
  );

async function measure(venue: string, bookings: number): Promise<Figures> {
  const database = await createBenchDatabase('pglite');
  const work = mkdtempSync(path.join(tmpdir(), 'ruangmain-bench-backup-'));
  const env = { BACKUP_DIR: path.join(work, 'backups'), STORAGE_DIR: path.join(work, 'storage') };
  try {
    await prepareDatabase(database, (sql) => (bookings > 0 ? insertYear(sql, bookings) : Promise.resolve()));
    const expected = await countBookings(database);

    const server = await startBenchServer(database, { ...env, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD });
    let answer: { data: { name: string; size: number } };
    let backupMs: number;
    try {
      const token = await logInAdmin(server.baseUrl);
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/admin/backups`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      backupMs = Math.round(performance.now() - started);
      if (response.status !== 201)
        throw new Error(`backup failed: ${response.status} ${await response.text()}`);
      answer = (await response.json()) as typeof answer;
    } finally {
      await server.stop();
    }

    const started = performance.now();
    const restore = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/restore.ts', path.join(env.BACKUP_DIR, answer.data.name)],
      { cwd: root, env: { ...process.env, ...database.env, ...env }, encoding: 'utf8' },
    );
    const restoreMs = Math.round(performance.now() - started);
    if (restore.status !== 0) throw new Error(`restore failed: ${restore.stderr}`);
    const restored = await countBookings(database);
    if (restored !== expected) throw new Error(`restored ${restored} bookings of ${expected}`);
    return { venue, bookings: restored, bytes: answer.data.size, backupMs, restoreMs };
  } finally {
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const index = args.indexOf('--bookings');
const count = index >= 0 ? Number(args[index + 1]) : 100_000;
const figures: Figures[] = [];
for (const [venue, bookings] of [
  ['demo venue', 0],
  [`a year of ${count.toLocaleString('en')} bookings`, count],
] as const) {
  const row = await measure(venue, bookings);
  figures.push(row);
  console.info(
    `${row.venue}: ${row.bookings.toLocaleString('en')} bookings, backup ${(row.bytes / 1024 / 1024).toFixed(1)} MB ` +
      `in ${(row.backupMs / 1000).toFixed(1)} s, restored in ${(row.restoreMs / 1000).toFixed(1)} s`,
  );
}
console.info(
  `\n${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
console.info('| venue | bookings | backup size | backup time | restore time |');
console.info('|---|---|---|---|---|');
for (const row of figures) {
  console.info(
    `| ${row.venue} | ${row.bookings.toLocaleString('en')} | ${(row.bytes / 1024 / 1024).toFixed(1)} MB | ` +
      `${(row.backupMs / 1000).toFixed(1)} s | ${(row.restoreMs / 1000).toFixed(1)} s |`,
  );
}
console.info(`results: ${saveResults('backup', { figures, load: loadavg() })}`);
