import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { allTables as schema } from './all-tables';
import { type DataDirectoryLock, lockDataDirectory } from './data-directory-lock';

export type Schema = typeof schema;
/** Both engines speak PostgreSQL; operations are written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: DatabaseEngine;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Subscribes to a PostgreSQL notification channel; resolves to an unsubscribe function. `onNotify`
   * gets the notification's payload, or none when notifications may have been missed (a reconnect).
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball, to start other instances from. */
  dump?: () => Promise<Blob>;
  /**
   * Runs `run` unless another process runs the same job now (record 0051): a PostgreSQL advisory
   * lock held on one connection of the pool for the run. Resolves to false when the run was left to
   * the other process. PGlite is one process (record 0012): it always runs.
   */
  runAlone(lockId: number, run: () => Promise<void>): Promise<boolean>;
  /** PostgreSQL only: the pool's connections now. */
  poolStats?: () => PoolStats;
};

/** A PostgreSQL pool's connections, for the metrics (record 0051). */
export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseOptions =
  | { engine: 'pglite'; dataDir: string; loadDataDir?: Blob }
  | { engine: 'postgres'; url: string; poolSize?: number };

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
// Serialises migrations when several API processes start against one PostgreSQL.
const MIGRATION_LOCK_ID = 727_001;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.engine === 'pglite' ? createPgliteDatabase(options) : createPostgresDatabase(options);
}

async function createPgliteDatabase(options: { dataDir: string; loadDataDir?: Blob }): Promise<Database> {
  // `memory://` keeps everything in memory (tests); any other value is a directory on disk, created
  // with its parents when missing (PGlite creates only the last level), and taken for this process
  // before PGlite reads a byte of it: a second process would damage it (docs/decisions/0012).
  let lock: DataDirectoryLock | undefined;
  if (!options.dataDir.includes('://')) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = lockDataDirectory(options.dataDir);
  }
  let client: PGlite;
  try {
    // `loadDataDir` starts from a dump (tests start from one migrated template instead of running initdb).
    client = await PGlite.create(options.dataDir, {
      extensions: { btree_gist },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: async () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    listen: (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    dump: () => client.dumpDataDir('none'),
    runAlone: async (_lockId, run) => {
      await run();
      return true;
    },
  };
}

async function createPostgresDatabase(options: { url: string; poolSize?: number }): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle connection the server ends (a restart, a terminated backend) is dropped by the pool and
  // replaced on next use; unheard, the pool's 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: async () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify) => listenOnPostgres(options.url, channel, onNotify),
    runAlone: async (lockId, run) => {
      // A session lock: taken and given back on the same connection, which the run keeps from the pool.
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [lockId],
        );
        if (!rows[0]?.locked) return false;
        try {
          await run();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId]);
        }
        return true;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * LISTEN needs a connection of its own. When it drops, it reconnects and reports a notification
 * without a payload, since notifications may have been missed meanwhile.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: (payload?: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(() => onNotify(), reconnectLater);
    }, 1000);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (client === next) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
