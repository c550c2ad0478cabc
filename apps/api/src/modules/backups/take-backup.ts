import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeBackupArchive } from './backup-archive';
import { type BackupFile, findFreeBackupName, pruneBackupFiles } from './backup-files';
import { readBackupTime } from './backup-names';

export type BackupSettings = {
  /** PGlite's dump of its data directory (db/client.ts). */
  dump: () => Promise<Blob>;
  storageDir: string;
  backupDir: string;
  keep: number;
  timeZone: string;
};

/**
 * Writes one backup of the embedded database and the images into BACKUP_DIR (docs/decisions/0039),
 * then deletes all but the newest `keep`. The dump is consistent: PGlite copies its data directory
 * under the lock its statements take, so no statement runs meanwhile, and a transaction left open
 * between two statements is rolled back when the copy is opened, as after a power cut. The file is
 * written under a temporary name, flushed to disk and renamed when complete: a crash or a full disk
 * leaves no half backup under a backup's name, and never deletes an older one.
 */
export async function takeBackup(
  settings: BackupSettings,
  now: Date,
): Promise<BackupFile & { deleted: string[] }> {
  const { backupDir, timeZone } = settings;
  await mkdir(backupDir, { recursive: true });
  const name = findFreeBackupName(backupDir, now, timeZone);
  const partial = path.join(backupDir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
  const stagingDir = await mkdtemp(path.join(backupDir, '.staging-'));
  try {
    await writeBackupArchive({
      file: partial,
      stagingDir,
      database: await settings.dump(),
      storageDir: settings.storageDir,
      createdAt: now,
    });
    await flush(partial);
    await rename(partial, path.join(backupDir, name));
    await flush(backupDir);
  } finally {
    // The staging folder holds a link to STORAGE_DIR: rm removes the link, never what it points at.
    await rm(stagingDir, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
  const { size } = await stat(path.join(backupDir, name));
  const deleted = await pruneBackupFiles(backupDir, settings.keep, timeZone);
  return { name, created_at: readBackupTime(name, timeZone) ?? now, size, deleted };
}

/** fsync: the file (or a folder's entries) is on the disk before the next step relies on it. */
async function flush(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
