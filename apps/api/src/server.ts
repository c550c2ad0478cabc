import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { exitIfDataDirectoryInUse } from './db/data-directory-lock';
import { seedDemoData } from './db/seed/demo-data';
import { ensureAdmin } from './db/seed/ensure-admin';
import { startSweeper } from './jobs/sweeper';

/** Config, database, demo data on first start, then listen; closes cleanly on SIGINT/SIGTERM. */
export async function startServer(config: Config) {
  const database = await createDatabase(config.database);
  await database.migrate();

  const app = await buildApp({ config, database, logger: loggerOptions(config) });
  const demo = await seedDemoData(database.db, {
    storageDir: config.storageDir,
    now: new Date(),
    timeZone: config.venueTimeZone,
  });
  if (demo.seeded) app.log.info({ demo }, 'demo data written into the new database');
  const admin = await ensureAdmin(database.db, config.admin);
  if (admin.generatedPassword) {
    // Printed once, on creation; set ADMIN_PASSWORD to choose it instead.
    console.info(`Admin account: ${admin.username} / ${admin.generatedPassword} (shown once)`);
  }

  const { sweeperIntervalSeconds } = config.bookings;
  const stopSweeper =
    sweeperIntervalSeconds > 0
      ? startSweeper({ db: app.db, log: app.log, payments: app.payments }, sweeperIntervalSeconds)
      : () => {};

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    stopSweeper();
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.info(`RuangMain is running at http://localhost:${port} (database: ${database.engine})`);
  return app;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.env === 'development' && process.stdout.isTTY && canResolve('pino-pretty');
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
  };
}

function canResolve(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** Parses the environment; a bad value ends the process with one line per variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startServer(loadConfigOrExit()).catch(exitIfDataDirectoryInUse);
}
