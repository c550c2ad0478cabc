import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Config, ConfigError, loadConfig } from '../../config';
import { allTables } from '../all-tables';
import { createDatabase, type Db } from '../client';
import { DataDirectoryInUseError, type DataDirectoryLock, lockDataDirectory } from '../data-directory-lock';
import { type DemoSummary, seedDemoData } from './demo-data';
import { ensureAdmin } from './ensure-admin';
import { IMAGE_FOLDERS } from './images';

// `npm run seed`: wipes the database and the generated images, then writes the demo venue and the admin.
// The embedded database is simply deleted; a PostgreSQL server is only emptied when asked with --force.

async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  const target = config.database;
  if (target.engine === 'postgres' && !process.argv.includes('--force')) {
    console.error(
      'DATABASE_URL points to a PostgreSQL server: `npm run seed -- --force` empties every table there before seeding.',
    );
    return 1;
  }
  if (target.engine === 'pglite') {
    const refusal = checkDataDirCanBeDeleted(target.dataDir);
    if (refusal) {
      console.error(refusal);
      return 1;
    }
    // Never under a server running on it (docs/decisions/0012): its lock is taken, then deleted with it.
    let lock: DataDirectoryLock | undefined;
    try {
      if (existsSync(target.dataDir)) lock = lockDataDirectory(target.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirectoryInUseError)) throw error;
      console.error(error.message);
      return 1;
    }
    rmSync(target.dataDir, { recursive: true, force: true });
    lock?.release();
  }
  for (const folder of IMAGE_FOLDERS)
    rmSync(path.join(config.storageDir, folder), { recursive: true, force: true });

  const database = await createDatabase(target);
  try {
    await database.migrate();
    if (target.engine === 'postgres') await truncateAllTables(database.db);
    const summary = await seedDemoData(database.db, {
      storageDir: config.storageDir,
      now: new Date(),
      timeZone: config.venueTimeZone,
    });
    const admin = await ensureAdmin(database.db, config.admin);
    const where = target.engine === 'pglite' ? `embedded database in ${target.dataDir}` : 'PostgreSQL';
    console.info(`Seeded ${where}: ${describe(summary)}; images in ${config.storageDir}.`);
    if (admin.warning) console.warn(`WARNING: ${admin.warning}`);
    if (admin.generatedPassword) {
      console.info(`Admin account: ${admin.username} / ${admin.generatedPassword} (shown once)`);
    }
  } finally {
    await database.close();
  }
  return 0;
}

/** Every table of the schema, emptied with its sequences reset. */
async function truncateAllTables(db: Db): Promise<void> {
  const names = (Object.values(allTables) as unknown[])
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

/** Guards against a DATA_DIR that is not a database: a non-empty folder without PG_VERSION. */
function checkDataDirCanBeDeleted(dataDir: string): string | null {
  if (dataDir === path.parse(dataDir).root || dataDir === process.cwd()) {
    return `Refusing to delete DATA_DIR ${dataDir}: point it to the database's own folder.`;
  }
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) return null;
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return null;
  return `Refusing to delete DATA_DIR ${dataDir}: it does not look like an embedded database (no PG_VERSION).`;
}

function describe(summary: DemoSummary): string {
  return [
    `${summary.consoles} consoles`,
    `${summary.rooms} rooms`,
    `${summary.units} units`,
    `${summary.games} games`,
    `${summary.fnbs} food & drinks`,
    `${summary.banners} banners`,
    `${summary.faqs} FAQs`,
    `${summary.promos} promos`,
    `${summary.rewards} rewards`,
    `${summary.customers} demo customers`,
    `${summary.bookings} past bookings`,
    `${summary.reviews} reviews`,
    `${summary.images} images`,
  ].join(', ');
}

process.exitCode = await main();
