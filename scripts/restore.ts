// `npm run restore -- FILE`: puts a backup of the embedded database and images back (docs/decisions/0039),
// the server stopped. What refuses prints one line and exits 1.
import path from 'node:path';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { RestoreRefusedError, restoreBackup } from '../apps/api/src/modules/backups/restore-backup';
import { loadConfigOrExit } from '../apps/api/src/server';

const refuse = (line: string): never => {
  console.error(line);
  process.exit(1);
};

const args = process.argv.slice(2);
if (args.length !== 1 || !args[0]) refuse('Usage: npm run restore -- FILE (a backup from BACKUP_DIR)');
const config = loadConfigOrExit();
if (config.database.engine !== 'pglite') {
  refuse('DATABASE_URL is set: restore a PostgreSQL database with pg_restore (README, "Backups").');
}
// npm runs scripts from the repository's root; a relative FILE means where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0] as string);
const dataDir = config.database.engine === 'pglite' ? config.database.dataDir : '';

try {
  const restored = await restoreBackup({ file, dataDir, storageDir: config.storageDir, now: new Date() });
  const taken = `${toLocalDateTime(new Date(restored.manifest.created_at), config.venueTimeZone)} (${config.venueTimeZone})`;
  console.info(`Restored the backup of ${taken} into ${dataDir} and ${config.storageDir}.`);
  if (restored.keptDataDir) console.info(`The database that was there is kept in ${restored.keptDataDir}.`);
  if (restored.keptStorageDir)
    console.info(`The images that were there are kept in ${restored.keptStorageDir}.`);
} catch (error) {
  if (error instanceof RestoreRefusedError) refuse(error.message);
  throw error;
}
