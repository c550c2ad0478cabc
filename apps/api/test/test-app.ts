import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** Builds the app on a fresh database without opening a port; tests call `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}, extend?: (app: App) => void) {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-storage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STORAGE_DIR: storageDir,
    ...env,
  });
  const database: TestDatabase = await createTestDatabase();
  const app = await buildApp({ config, database });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    db: database.db,
    engine: database.engine,
    /** PostgreSQL only: the database's address, for a second app instance sharing it. */
    databaseUrl: database.url,
    /** The database's LISTEN, for a second app instance in this process (PGlite). */
    listen: database.listen,
    storageDir,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
