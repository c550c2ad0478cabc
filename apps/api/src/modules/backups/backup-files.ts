import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { readBackupTime, toBackupName } from './backup-names';

/** A finished backup in BACKUP_DIR. */
export type BackupFile = { name: string; created_at: Date; size: number };

/**
 * The finished backups in `dir`, newest first: files named as backups are (a backup is written under
 * a temporary name and renamed when complete, so a half-written one is never listed).
 */
export async function listBackupFiles(dir: string, timeZone: string): Promise<BackupFile[]> {
  const names = existsSync(dir) ? await readdir(dir) : [];
  const files: BackupFile[] = [];
  for (const name of names) {
    const createdAt = readBackupTime(name, timeZone);
    if (!createdAt) continue;
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info?.isFile()) files.push({ name, created_at: createdAt, size: info.size });
  }
  return files.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.name < b.name ? 1 : -1));
}

/** Deletes all but the newest `keep` backups; answers the names deleted. */
export async function pruneBackupFiles(dir: string, keep: number, timeZone: string): Promise<string[]> {
  const old = (await listBackupFiles(dir, timeZone)).slice(keep);
  for (const file of old) await rm(path.join(dir, file.name), { force: true });
  return old.map((file) => file.name);
}

/** A name no backup in `dir` holds yet: two backups within one second take the next second's name. */
export function findFreeBackupName(dir: string, at: Date, timeZone: string): string {
  for (let offset = 0; ; offset += 1) {
    const name = toBackupName(new Date(at.getTime() + offset * 1000), timeZone);
    if (!existsSync(path.join(dir, name))) return name;
  }
}
