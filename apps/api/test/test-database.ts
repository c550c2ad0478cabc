import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';

/** `url`: on PostgreSQL, where the database is, for a second app instance on it. */
export type TestDatabase = Database & { drop(): Promise<void>; url?: string };

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here, dropped after), so the same tests run on both.
 * Both start from the run's migrated template (test/global-setup.ts) rather than migrating anew.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    // Closing it (drop, or close itself) hands it to the next file of this worker, emptied.
    const handBack = () => handBackPglite(database);
    return { ...database, close: handBack, drop: handBack };
  }

  const name = `ruangmain_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
  } finally {
    await admin.end();
  }

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ engine: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

// Loading PGlite from the template costs a second of CPU, more than most test files themselves. The
// files of a worker run one after another and share its modules (vitest.config.ts), so a file's PGlite,
// once the file is done, is emptied and handed to the next one: every table truncated, every sequence
// restarted and the session reset (DISCARD ALL), which leaves it as the template holds it. One whose
// tables, columns, constraints, triggers or functions differ from the template's is closed instead.
const idlePglite: Database[] = [];
let pgliteTemplate: { dump: Blob; shape: Promise<string> } | undefined;

async function openPglite(): Promise<Database> {
  const idle = idlePglite.pop();
  if (idle) return idle;
  const dump = pgliteTemplate?.dump ?? new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await createDatabase({ engine: 'pglite', dataDir: 'memory://', loadDataDir: dump });
  pgliteTemplate ??= { dump, shape: shapeOf(database) };
  return database;
}

async function handBackPglite(database: Database): Promise<void> {
  try {
    await database.db.execute(sql.raw('discard all'));
    await database.db.execute(sql.raw(EMPTY_EVERY_TABLE));
    if ((await shapeOf(database)) === (await pgliteTemplate?.shape)) {
      idlePglite.push(database);
      return;
    }
  } catch {
    // Left in a state it cannot be emptied from: closed below.
  }
  await database.close();
}

const EMPTY_EVERY_TABLE = `do $$
declare
  tables text;
  sequence record;
begin
  select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
    from pg_tables where schemaname = 'public';
  if tables is not null then
    execute 'truncate ' || tables || ' restart identity cascade';
  end if;
  for sequence in select sequence_schema, sequence_name from information_schema.sequences
    where sequence_schema = 'public' loop
    execute format('alter sequence %I.%I restart', sequence.sequence_schema, sequence.sequence_name);
  end loop;
end $$`;

/** What the public schema is made of: relations and their columns, constraints, triggers, functions. */
async function shapeOf(database: Database): Promise<string> {
  const result = await database.db.execute(
    sql.raw(`select md5(string_agg(part, '|' order by part)) as shape from (
    select c.relkind::text || ' ' || c.relname || ' ' || coalesce((select string_agg(a.attname || ' ' ||
        format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then ' not null' else '' end, ', '
        order by a.attnum) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '')
        as part
      from pg_class c where c.relnamespace = 'public'::regnamespace
    union all select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all select 'trigger ' || tgname || ' ' || tgenabled::text || ' ' || pg_get_triggerdef(oid)
      from pg_trigger where not tgisinternal
    union all select 'function ' || proname || ' ' || md5(prosrc)
      from pg_proc where pronamespace = 'public'::regnamespace
  ) parts`),
  );
  const rows = (result as unknown as { rows: Array<{ shape: string }> }).rows;
  return rows[0]?.shape ?? '';
}
