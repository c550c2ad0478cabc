import { addDays } from '@ruangmain/domain/dates';
import { toInstant, toLocalDateTime } from '@ruangmain/domain/hours';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { warmRollups } from '../modules/reports/rollups/warm-rollups';
import { JOB_LOCKS } from './job-locks';

/** Runs a little after the venue's midnight, once the day before is a whole calendar day. */
const AFTER_MIDNIGHT_MS = 5 * 60 * 1000;

/** When the next run is due: the next venue midnight, plus the margin. */
export function nextWarmAt(now: Date, timeZone: string): Date {
  const today = toLocalDateTime(now, timeZone).slice(0, 10);
  return new Date(toInstant(`${addDays(today, 1)} 00:00`, timeZone).getTime() + AFTER_MIDNIGHT_MS);
}

/**
 * Warms the reports' day rollups (record 0031) at boot and after each venue midnight, so reports over
 * a year read stored days. Runs never overlap, here or in other processes (its advisory lock): a process
 * that finds the lock taken leaves the night to the one holding it, which stores every missing day.
 * Returns a stop, which resolves once a run under way has ended (it stops between kinds).
 */
export function startReportRollups(deps: {
  db: Db;
  log: FastifyBaseLogger;
  timeZone: string;
  runAlone: Database['runAlone'];
}): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  const run = () => {
    const started = performance.now();
    running = deps
      .runAlone(JOB_LOCKS.reportRollups, async () => {
        const days = await warmRollups(deps.db, deps.timeZone, new Date(), { stopped: () => stopped });
        deps.log.info({ days, ms: Math.round(performance.now() - started) }, 'report rollups warmed');
      })
      .then((ran) => {
        if (!ran) deps.log.info('report rollups left to the process warming them');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'report rollups warm-up failed'))
      .finally(() => {
        running = undefined;
        schedule(Math.max(0, nextWarmAt(new Date(), deps.timeZone).getTime() - Date.now()));
      });
  };
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
