import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

type Run = { code: number | null; stdout: string; stderr: string };

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => Run } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    run.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    run.stderr += chunk;
  });
  child.on('exit', (code) => {
    run.code = code;
  });
  return { child, output: () => run };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

// The real start path: config, migrations, demo data, admin, listen (issue "Foundation" acceptance).
describe('starting the server', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('exits non-zero with one line naming a bad variable', async () => {
    const { output } = startServer({ PORT: 'abc' });
    const run = await waitFor(() => (output().code === null ? undefined : output()), 30_000);
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual(['Invalid PORT ("abc"): must be a number']);
  });

  // Two real server starts (initdb, migrations, demo images): slow on a busy 2-core machine.
  it('migrates, writes the demo data, creates the admin once and serves', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-start-'));
    cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      PORT: '0',
      HOST: '127.0.0.1',
      // A data directory whose parents do not exist yet is created.
      DATA_DIR: path.join(workDir, 'nested', 'data'),
      STORAGE_DIR: path.join(workDir, 'storage'),
      LOG_LEVEL: 'warn',
    };
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `ruangmain_start_${process.pid}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      cleanups.push(async () => {
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists "${name}" with (force)`);
        await cleanup.end();
      });
    }

    for (const round of [1, 2]) {
      const { child, output } = startServer(env);
      const url = await waitFor(() => {
        if (output().code !== null) throw new Error(`server exited: ${output().stderr}`);
        return /RuangMain is running at (\S+)/.exec(output().stdout)?.[1];
      }, 60_000);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ database: serverUrl ? 'postgres' : 'pglite' });

      const generated = /Admin account: admin \/ (\S+) \(shown once\)/.exec(output().stdout);
      // Round 1 creates the admin with a random password; round 2 finds it and prints nothing.
      expect(Boolean(generated)).toBe(round === 1);

      child.kill('SIGTERM');
      const code = await waitFor(() => output().code ?? undefined, 15_000);
      expect(code).toBe(0);
    }
  }, 180_000);
});
