import { toLocalDateTime } from '@ruangmain/domain/hours';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { toBackupName } from '../modules/backups/backup-names';
import { nextBackupAt } from '../modules/backups/backup-schedule';
import type { BackupService } from '../modules/backups/backup-service';
import { addStaffNotice } from '../modules/notices/enqueue-notices';
import { JOB_LOCKS } from './job-locks';

export type NightlyBackupDeps = {
  db: Db;
  log: FastifyBaseLogger;
  backups: BackupService;
  timeZone: string;
};

/**
 * One night's backup (docs/decisions/0039), logged; a failure is logged and rings the back office's
 * bell once for that night, naming the file it would have written. Never throws.
 */
export async function runNightlyBackup(deps: NightlyBackupDeps, now: Date): Promise<void> {
  const started = performance.now();
  try {
    const backup = await deps.backups.take(now);
    deps.log.info(
      { backup: { ...backup, ms: Math.round(performance.now() - started) } },
      'nightly backup written',
    );
  } catch (error) {
    deps.log.error({ err: error }, 'nightly backup failed');
    const name = toBackupName(now, deps.timeZone);
    await addStaffNotice(deps.db, {
      kind: 'backup_failed',
      // One entry a night, however often that night's backup is tried.
      dedupeKey: `backup_failed:${toLocalDateTime(now, deps.timeZone).slice(0, 10)}`,
      subjectType: 'backup',
      subjectId: 0,
      label: name,
    }).catch((noticeError: unknown) =>
      deps.log.error({ err: noticeError }, 'the failed backup could not ring the bell'),
    );
  }
}

/**
 * Takes the embedded database's backup every night at BACKUP_TIME, venue time; nothing on PostgreSQL.
 * One process takes it (its advisory lock; record 0051), should backups ever run beside PostgreSQL.
 * Returns a stop, which resolves once a backup under way has been written.
 */
export function startNightlyBackups(
  deps: NightlyBackupDeps & { time: string; runAlone: Database['runAlone'] },
): () => Promise<void> {
  if (!deps.backups.isAvailable) return async () => {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  const schedule = (from: Date) => {
    if (stopped) return;
    const due = nextBackupAt(from, deps.time, deps.timeZone);
    timer = setTimeout(() => {
      running = deps
        .runAlone(JOB_LOCKS.nightlyBackup, () => runNightlyBackup(deps, new Date()))
        .then(
          () => {},
          (error: unknown) => deps.log.error({ err: error }, 'nightly backup could not start'),
        )
        .finally(() => {
          running = undefined;
          // From the due time, not the clock: a timer that fires a moment early never runs twice a night.
          schedule(new Date(Math.max(Date.now(), due.getTime())));
        });
    }, due.getTime() - Date.now());
    timer.unref();
  };
  schedule(new Date());
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
