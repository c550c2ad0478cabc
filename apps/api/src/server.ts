import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { runPrimary } from './cluster/run-primary';
import { type Config, ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { exitIfDataDirectoryInUse } from './db/data-directory-lock';
import { seedDemoData } from './db/seed/demo-data';
import { ensureAdmin } from './db/seed/ensure-admin';
import { startNightlyBackups } from './jobs/backups';
import { startNoticeSender } from './jobs/notice-sender';
import { startReportRollups } from './jobs/report-rollups';
import { startSweeper } from './jobs/sweeper';
import { logOptions } from './lib/log-options';

/**
 * One process, or with WORKERS above 1 a cluster's primary forking that many (record 0051): each worker
 * runs this same entry again and starts the server.
 */
export async function serve(config: Config): Promise<void> {
  if (config.workers > 1 && cluster.isPrimary) {
    await runPrimary({ workers: config.workers }).stopped;
    process.exit(0);
  }
  await startServer(config);
}

/**
 * Config, database, demo data on first start, then listen. On SIGINT/SIGTERM it stops taking
 * connections, ends its live streams (the boards reconnect to another process), lets requests under
 * way finish and closes (record 0051).
 */
export async function startServer(config: Config) {
  announceProviders(config);
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
  // ADMIN_USERNAME held by another account: said once, and the start goes on (record 0034).
  if (admin.warning) console.warn(`WARNING: ${admin.warning}`);
  if (admin.generatedPassword) {
    // Printed once, on creation; set ADMIN_PASSWORD to choose it instead.
    console.info(`Admin account: ${admin.username} / ${admin.generatedPassword} (shown once)`);
  }

  const { sweeperIntervalSeconds } = config.bookings;
  const stopSweeper =
    sweeperIntervalSeconds > 0
      ? startSweeper({ db: app.db, log: app.log, payments: app.payments }, sweeperIntervalSeconds)
      : () => {};
  // Customer notices go out on the sweeper's beat, and at once when one is queued here.
  const stopNoticeSender =
    sweeperIntervalSeconds > 0
      ? startNoticeSender({ db: app.db, log: app.log, messaging: app.messaging }, sweeperIntervalSeconds)
      : () => {};
  const stopReportRollups = startReportRollups({
    db: app.db,
    log: app.log,
    timeZone: config.venueTimeZone,
    runAlone: database.runAlone,
  });
  const stopNightlyBackups = startNightlyBackups({
    db: app.db,
    log: app.log,
    backups: app.backups,
    timeZone: config.venueTimeZone,
    time: config.backups.time,
    runAlone: database.runAlone,
  });

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    stopSweeper();
    stopNoticeSender();
    await stopReportRollups();
    await stopNightlyBackups();
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.info(`RuangMain is running at http://localhost:${port} (database: ${database.engine})`);
  return app;
}

/** Says at every start which payment and messaging providers are live (record 0009). */
function announceProviders(config: Config): void {
  const { payments, messaging } = config;
  const payment =
    payments.provider === 'midtrans'
      ? `midtrans (${payments.midtrans.isProduction ? 'production' : 'sandbox'})`
      : 'simulator (demo: bookings are confirmed without money)';
  const message =
    messaging.provider === 'outbox'
      ? 'outbox (demo: codes are stored and logged, not sent)'
      : messaging.provider;
  console.info(`Providers: payments ${payment}; WhatsApp ${message}`);
  if (config.env === 'production' && (payments.provider === 'simulator' || messaging.provider === 'outbox')) {
    console.warn(
      'WARNING: demo providers are live in production (ALLOW_DEMO_PROVIDERS_IN_PRODUCTION=true). ' +
        'Run this only as a public demo, never for a real venue.',
    );
  }
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.env === 'development' && process.stdout.isTTY && canResolve('pino-pretty');
  return {
    ...logOptions(config),
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
  await serve(loadConfigOrExit()).catch(exitIfDataDirectoryInUse);
}
