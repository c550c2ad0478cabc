import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client';
import { type ProductServer, startProductServer } from '../../scripts/product-server';

export type Engine = 'pglite' | 'postgres';

/** The local PostgreSQL server (trust auth); each run gets a database of its own on it. */
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';

/** A direct connection to a benchmark database, for setting up and checking what the API did. */
export type Sql = {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** A drizzle instance on this connection, to run the API's own queries (and log what they send). */
  drizzle(logger?: Logger): Db;
  close(): Promise<void>;
};

/** A throw-away database for one run: a PGlite data directory or a fresh PostgreSQL database. */
export type BenchDatabase = {
  engine: Engine;
  /** What the product server needs to use it (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  open(): Promise<Sql>;
  drop(): Promise<void>;
};

/** `--engine pglite|postgres|both` from the command line. */
export function parseEngines(args: string[], fallback: 'pglite' | 'postgres' | 'both'): Engine[] {
  const index = args.indexOf('--engine');
  const value = index >= 0 ? args[index + 1] : fallback;
  if (value === 'both') return ['pglite', 'postgres'];
  if (value === 'pglite' || value === 'postgres') return [value];
  throw new Error(`--engine must be pglite, postgres or both, not ${value}`);
}

export async function createBenchDatabase(engine: Engine): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'ruangmain-bench-'));
    const dataDir = path.join(dir, 'data');
    return {
      engine,
      env: { DATA_DIR: dataDir },
      open: () => openPglite(dataDir),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${Date.now()}`;
  await onPostgresServer(`create database ${name}`);
  const url = `${POSTGRES_URL}/${name}`;
  return {
    engine,
    env: { DATABASE_URL: url },
    open: () => openPostgres(url),
    drop: () => onPostgresServer(`drop database if exists ${name} with (force)`),
  };
}

/** The product on a benchmark database: no sweeper, rate limits out of the way; `env` adds to it. */
export function startBenchServer(
  database: BenchDatabase,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<ProductServer> {
  return startProductServer(
    {
      ...database.env,
      SWEEPER_INTERVAL_SECONDS: '0',
      RATE_LIMIT_MULTIPLIER: '1000',
      ...env,
    },
    nodeArgs,
  );
}

/** Opens the database, runs `work` on it and closes it again (PGlite allows one process at a time). */
export async function withSql<T>(database: BenchDatabase, work: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = await database.open();
  try {
    return await work(sql);
  } finally {
    await sql.close();
  }
}

/** Lets the server migrate and seed the demo venue once, then runs `setup` directly on the database. */
export async function prepareDatabase(
  database: BenchDatabase,
  setup: (sql: Sql) => Promise<void>,
): Promise<void> {
  const server = await startBenchServer(database);
  await server.stop();
  await withSql(database, setup);
}

async function openPglite(dataDir: string): Promise<Sql> {
  const client = await PGlite.create(dataDir, { extensions: { btree_gist } });
  return {
    query: async <Row>(text: string, params: unknown[] = []) => (await client.query<Row>(text, params)).rows,
    drizzle: (logger) => drizzlePglite(client, logger ? { logger } : {}) as unknown as Db,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as Row[],
    drizzle: (logger) => drizzleNodePg(client, logger ? { logger } : {}) as unknown as Db,
    close: () => client.end(),
  };
}

async function onPostgresServer(statement: string): Promise<void> {
  const sql = await openPostgres(`${POSTGRES_URL}/postgres`);
  try {
    await sql.query(statement);
  } finally {
    await sql.close();
  }
}
