import { type App, buildApp } from '../src/app';
import { createDatabase } from '../src/db/client';
import type { TestContext } from './test-app';

export type SecondInstance = { app: App; url: string; close: () => Promise<void> };

/**
 * Another API instance on a test app's database, listening on a port (../shared/DESIGN.md "Scale").
 * On PostgreSQL it has its own pool and LISTEN connection, as a second process would; PGlite is one
 * process per data directory (record 0012), so there it shares the process's database and its LISTEN.
 */
export async function startSecondInstance(
  ctx: Pick<TestContext, 'config' | 'db' | 'engine' | 'listen' | 'databaseUrl'>,
): Promise<SecondInstance> {
  const database = ctx.databaseUrl
    ? await createDatabase({ engine: 'postgres', url: ctx.databaseUrl, poolSize: 4 })
    : undefined;
  const app = await buildApp({
    config: ctx.config,
    database: database ?? { db: ctx.db, engine: ctx.engine, listen: ctx.listen },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      await database?.close();
    },
  };
}
