import { BACKUP_MESSAGES } from '@ruangmain/domain/contracts/backups';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type BackupFile, listBackupFiles } from './backup-files';
import { takeBackup } from './take-backup';
import { apiText } from '../../texts/local-text';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded database's backups (docs/decisions/0039), for the routes and the nightly job. */
    backups: BackupService;
  }
}

export type TakenBackup = BackupFile & { deleted: string[] };

export type BackupService = {
  /** False on PostgreSQL, whose own tools back it up (README "Backups"). */
  isAvailable: boolean;
  nightlyAt: string;
  keep: number;
  list(): Promise<BackupFile[]>;
  /** One at a time in this process: a second call waits for the first, then takes its own. */
  take(now: Date): Promise<TakenBackup>;
};

/** The backups of this process's database: PGlite's dump into BACKUP_DIR, or none on PostgreSQL. */
export function createBackupService(
  config: Pick<Config, 'backups' | 'storageDir' | 'venueTimeZone'>,
  database: Pick<Database, 'engine' | 'dump'>,
): BackupService {
  const { dir, keep, time } = config.backups;
  const { dump } = database;
  if (database.engine !== 'pglite' || !dump) {
    return {
      isAvailable: false,
      nightlyAt: time,
      keep,
      list: async () => [],
      take: async () => {
        throw new AppError('conflict', apiText('backup.postgres'));
      },
    };
  }
  const settings = {
    dump,
    storageDir: config.storageDir,
    backupDir: dir,
    keep,
    timeZone: config.venueTimeZone,
  };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    isAvailable: true,
    nightlyAt: time,
    keep,
    list: () => listBackupFiles(dir, config.venueTimeZone),
    take: (now) => {
      const run = queue.then(() => takeBackup(settings, now));
      queue = run.catch(() => {});
      return run;
    },
  };
}
