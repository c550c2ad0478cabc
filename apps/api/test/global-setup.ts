import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) every test database starts from. */
    pgliteTemplate: string;
  }
}

// initdb and migrations take seconds on PGlite; they run once per test run, not once per file.
export default async function setup(project: TestProject) {
  const file = path.join(tmpdir(), `ruangmain-pglite-template-${process.pid}.tar`);
  const database = await createDatabase({ engine: 'pglite', dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
