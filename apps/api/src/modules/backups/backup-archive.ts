import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create, extract, list } from 'tar';
import { z } from 'zod';

/**
 * What a backup file holds (docs/decisions/0039), a gzipped tar written and read with node-tar:
 * `manifest.json` first (what this file is), `database.tar` (PGlite's own dump of its data directory,
 * which `loadDataDir` takes back) and `storage/` (the uploaded images, STORAGE_DIR as it was).
 */
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_NAME = 'database.tar';
export const STORAGE_NAME = 'storage';

const BACKUP_FORMAT = 'ruangmain-backup';
const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  created_at: z.iso.datetime(),
  engine: z.literal('pglite'),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

export class NotABackupError extends Error {
  constructor(file: string, reason: string) {
    super(`${file} is not a RuangMain backup (${reason}).`);
    this.name = 'NotABackupError';
  }
}

/**
 * Writes the archive to `file` from a staging folder of its own (deleted by the caller): the dump and
 * manifest are written into it, and the storage folder is linked into it and packed through the link.
 */
export async function writeBackupArchive(input: {
  file: string;
  stagingDir: string;
  database: Blob;
  storageDir: string;
  createdAt: Date;
}): Promise<void> {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    created_at: input.createdAt.toISOString(),
    engine: 'pglite',
  };
  await writeFile(path.join(input.stagingDir, MANIFEST_NAME), `${JSON.stringify(manifest)}\n`);
  await writeFile(
    path.join(input.stagingDir, DATABASE_NAME),
    Buffer.from(await input.database.arrayBuffer()),
  );
  const storage = path.join(input.stagingDir, STORAGE_NAME);
  if (existsSync(input.storageDir)) await symlink(path.resolve(input.storageDir), storage, 'dir');
  else await mkdir(storage);
  await create(
    { file: input.file, cwd: input.stagingDir, gzip: true, portable: true, follow: true, strict: true },
    [MANIFEST_NAME, DATABASE_NAME, STORAGE_NAME],
  );
}

/** The manifest of a backup file; NotABackupError for anything else (another archive, any file). */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let content: Promise<Buffer> | undefined;
  let text: string | undefined;
  try {
    await list({
      file,
      strict: true,
      filter: (entry) => entry === MANIFEST_NAME,
      onReadEntry: (entry) => {
        content = entry.concat();
      },
    });
    text = (await content)?.toString('utf8');
  } catch (error) {
    throw new NotABackupError(file, `not a readable archive: ${(error as Error).message}`);
  }
  if (text === undefined) throw new NotABackupError(file, `no ${MANIFEST_NAME} in it`);
  let manifest: BackupManifest;
  try {
    manifest = BackupManifestSchema.parse(JSON.parse(text));
  } catch {
    throw new NotABackupError(file, `its ${MANIFEST_NAME} is not a RuangMain backup's`);
  }
  return manifest;
}

/**
 * Unpacks a backup into `dir` (empty): its dump, as PGlite's loadDataDir takes it, and the storage
 * folder. node-tar refuses absolute paths, `..` and writes through links by default.
 */
export async function extractBackup(
  file: string,
  dir: string,
): Promise<{ database: Blob; storageDir: string }> {
  try {
    await extract({ file, cwd: dir, strict: true });
  } catch (error) {
    throw new NotABackupError(file, `it could not be unpacked: ${(error as Error).message}`);
  }
  const databaseFile = path.join(dir, DATABASE_NAME);
  if (!existsSync(databaseFile)) throw new NotABackupError(file, `no ${DATABASE_NAME} in it`);
  const storageDir = path.join(dir, STORAGE_NAME);
  await mkdir(storageDir, { recursive: true });
  return { database: new Blob([await readFile(databaseFile)]), storageDir };
}
