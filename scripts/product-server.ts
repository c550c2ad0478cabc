import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export type ProductServer = {
  baseUrl: string;
  /** The server's process (a benchmark reads its CPU and memory). */
  pid: number;
  stop(): Promise<void>;
};

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts the built product (apps/api/src/server.ts) on a free loopback port with a throw-away
 * DATA_DIR, STORAGE_DIR and BACKUP_DIR, for browser journeys and benchmarks.
 */
export async function startProductServer(
  env: Record<string, string> = {},
  /** Node's own flags for the server, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs: string[] = [],
): Promise<ProductServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-server-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      STORAGE_DIR: path.join(workDir, 'storage'),
      BACKUP_DIR: path.join(workDir, 'backups'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server, 120_000);
  return {
    baseUrl,
    pid: server.pid as number,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
