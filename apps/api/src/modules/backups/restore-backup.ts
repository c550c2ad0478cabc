import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../db/client';
import {
  DataDirectoryInUseError,
  type DataDirectoryLock,
  LOCK_FILE_NAME,
  lockDataDirectory,
} from '../../db/data-directory-lock';
import { type BackupManifest, extractBackup, NotABackupError, readBackupManifest } from './backup-archive';

/** Why a restore refused to start, in one line for the person at the terminal. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export type RestoreResult = {
  manifest: BackupManifest;
  /** Where the directories that were in place now are (absent: there was none). */
  keptDataDir: string | undefined;
  keptStorageDir: string | undefined;
};

/**
 * `npm run restore -- FILE` (docs/decisions/0039): puts a backup's database into DATA_DIR and its images
 * into STORAGE_DIR, the server stopped. The data directory is locked first, so a running server
 * (db/data-directory-lock.ts) stops the restore before anything changes. The backup is unpacked and
 * opened beside its target (PGlite's loadDataDir, then one query), and only once it opens are the
 * current directories renamed aside with the time and the restored ones renamed into place.
 */
export async function restoreBackup(input: {
  file: string;
  dataDir: string;
  storageDir: string;
  now: Date;
}): Promise<RestoreResult> {
  const { file, dataDir, storageDir } = input;
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreRefusedError(`${file} is not a file.`);
  let manifest: BackupManifest;
  try {
    manifest = await readBackupManifest(file);
  } catch (error) {
    if (error instanceof NotABackupError) throw new RestoreRefusedError(error.message);
    throw error;
  }

  const lock = lockOrRefuse(dataDir);
  const stamp = input.now
    .toISOString()
    .replaceAll(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const unpacked = await mkdtemp(path.join(path.dirname(dataDir), '.ruangmain-restore-'));
  const restoredData = `${dataDir}.restoring-${stamp}`;
  const restoredStorage = `${storageDir}.restoring-${stamp}`;
  try {
    const backup = await extractBackup(file, unpacked);
    await openRestoredDatabase(restoredData, backup.database, file);
    await moveDirectory(backup.storageDir, restoredStorage);

    const keptDataDir = await moveAside(dataDir, stamp);
    await rename(restoredData, dataDir);
    const keptStorageDir = await moveAside(storageDir, stamp);
    await rename(restoredStorage, storageDir);
    // The lock went aside with the old directory: it was this process's, and is released there.
    if (keptDataDir) await rm(path.join(keptDataDir, LOCK_FILE_NAME), { force: true });
    return { manifest, keptDataDir, keptStorageDir };
  } finally {
    lock?.release();
    await rm(unpacked, { recursive: true, force: true });
    await rm(restoredData, { recursive: true, force: true });
    await rm(restoredStorage, { recursive: true, force: true });
  }
}

/** Takes DATA_DIR (when it exists) for the restore; a running server holding it refuses in one line. */
function lockOrRefuse(dataDir: string): DataDirectoryLock | undefined {
  if (!existsSync(dataDir)) return undefined;
  try {
    return lockDataDirectory(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    const who = error.holder ? ` (PID ${error.holder.pid})` : '';
    throw new RestoreRefusedError(
      `DATA_DIR ${dataDir} is held by a running RuangMain server${who}: stop it before restoring.`,
    );
  }
}

/**
 * Loads the dump into a new directory and reads from it, so a backup that does not open never
 * replaces anything. The dump holds the lock file of the server it was taken from: not this one's.
 */
async function openRestoredDatabase(dir: string, dump: Blob, file: string): Promise<void> {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  try {
    database = await createDatabase({ engine: 'pglite', dataDir: dir, loadDataDir: dump });
  } catch (error) {
    throw new RestoreRefusedError(
      `${file} is not a RuangMain backup (its database does not open: ${(error as Error).message}).`,
    );
  }
  try {
    await database.db.execute(sql`select count(*) from pg_class`);
  } finally {
    await database.close();
  }
  await rm(path.join(dir, LOCK_FILE_NAME), { force: true });
}

/** Renames a directory to `<dir>.before-restore-<time>`; undefined when there was none. */
async function moveAside(dir: string, stamp: string): Promise<string | undefined> {
  if (!existsSync(dir)) return undefined;
  const aside = `${dir}.before-restore-${stamp}`;
  await rename(dir, aside);
  return aside;
}

/** A rename, or a copy where the two lie on different disks. */
async function moveDirectory(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
  }
}
