import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) every test database starts from. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: a migrated database on that server every test database is copied from. */
    postgresTemplate: string;
  }
}

type Templates = { pgliteTemplate: string; postgresTemplate: string };

/** Made once per run for every project that uses them (the api projects), removed after the last. */
type Shared = { templates: Promise<Templates>; users: number; remove: () => Promise<void> };
const shared = globalThis as typeof globalThis & { ruangmainTestTemplates?: Shared };

// initdb and migrations take seconds: they run once per test run, not once per test file. On PGlite each
// file loads a dump of the migrated data directory; on PostgreSQL each file's database is a copy of a
// migrated template database (CREATE DATABASE … TEMPLATE), which takes a fraction of migrating it.
export default async function setup(project: TestProject) {
  if (!shared.ruangmainTestTemplates) {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const file = path.join(tmpdir(), `ruangmain-pglite-template-${process.pid}.tar`);
    const postgresName = `ruangmain_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    shared.ruangmainTestTemplates = {
      templates: Promise.all([
        makePgliteTemplate(file),
        serverUrl ? makePostgresTemplate(serverUrl, postgresName) : '',
      ]).then(([pgliteTemplate, postgresTemplate]) => ({ pgliteTemplate, postgresTemplate })),
      users: 0,
      remove: async () => {
        rmSync(file, { force: true });
        if (serverUrl) await onServer(serverUrl, `drop database if exists "${postgresName}" with (force)`);
      },
    };
  }
  const templates = shared.ruangmainTestTemplates;
  templates.users += 1;
  const { pgliteTemplate, postgresTemplate } = await templates.templates;
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    templates.users -= 1;
    if (templates.users > 0) return;
    shared.ruangmainTestTemplates = undefined;
    await templates.remove();
  };
}

async function makePgliteTemplate(file: string): Promise<string> {
  const database = await createDatabase({ engine: 'pglite', dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function makePostgresTemplate(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ engine: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // A template can be copied only while nobody is connected to it.
    await database.close();
  }
  return name;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
