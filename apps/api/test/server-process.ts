import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestUnit } from './bookings';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A real API process (apps/api/src/server.ts), as `npm start` runs it, on a free loopback port. */
export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  stdout: () => string;
  stderr: () => string;
  exitCode: () => number | null;
  /** Resolves to the base URL once the server listens; rejects if it exits first or takes too long. */
  started: () => Promise<string>;
  /** Resolves to the exit code; rejects if it still runs after `timeoutMs` (START_LIMITS' clock). */
  exited: (timeoutMs?: number) => Promise<number | null>;
  /** SIGKILL if it still runs (test cleanup). */
  kill: () => Promise<void>;
};

/** `script` is another entry of the API (the seed) to run the same way. */
export function spawnServer(env: Record<string, string>, script = 'apps/api/src/server.ts'): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      // Tests run the sweeper by hand, or turn it on with a short interval.
      SWEEPER_INTERVAL_SECONDS: '0',
      ...env,
    },
  });
  if (child.pid === undefined) throw new Error('the server process did not start');
  let stdout = '';
  let stderr = '';
  let code: number | null = null;
  let hasExited = false;
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<number | null>((resolve) => {
    child.on('exit', (exitCode) => {
      code = exitCode;
      hasExited = true;
      resolve(exitCode);
    });
  });

  const started = async () => {
    const clockDeadline = Date.now() + START_LIMITS.clockMs;
    while (Date.now() < clockDeadline) {
      const url = /RuangMain is running at http:\/\/localhost:(\d+)/.exec(stdout)?.[1];
      if (url) return `http://127.0.0.1:${url}`;
      if (hasExited) throw new Error(`the server exited with ${code}: ${stderr}`);
      const cpuMs = cpuTimeOf(child.pid);
      if (cpuMs !== undefined && cpuMs > START_LIMITS.cpuMs) {
        throw new Error(`the server used ${cpuMs} ms of CPU without starting: ${stderr}`);
      }
      await sleep(100);
    }
    throw new Error(`the server did not start within ${START_LIMITS.clockMs} ms: ${stderr}`);
  };
  const exited = (timeoutMs = START_LIMITS.clockMs) =>
    Promise.race([
      exit,
      sleep(timeoutMs).then(() => {
        throw new Error(`the server still runs after ${timeoutMs} ms`);
      }),
    ]);
  return {
    child,
    pid: child.pid,
    stdout: () => stdout,
    stderr: () => stderr,
    exitCode: () => code,
    started,
    exited,
    kill: async () => {
      if (hasExited) return;
      child.kill('SIGKILL');
      await exit;
    },
  };
}

/**
 * How long a start may take. A start on a quiet machine takes seconds; on a busy one (another test suite
 * beside this one) the clock runs minutes ahead of the CPU the process gets. So a start is judged by its
 * own CPU time, which load does not stretch (one that burns a minute is broken), and by the clock only
 * against a hang (one that waits for something that never comes uses no CPU).
 */
export const START_LIMITS = { cpuMs: 60_000, clockMs: 10 * 60_000 };

/**
 * The timeout of a test that starts server processes: long enough for its starts at START_LIMITS' clock
 * on a busy machine. A test that passes takes its usual seconds; only a hang waits this long.
 */
export const SERVER_TEST_TIMEOUT_MS = 20 * 60_000;

/** The CPU time (user and system) a process has used, in ms, from /proc; undefined where there is none. */
function cpuTimeOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in ticks
    // of 1/100 s (USER_HZ on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON from a running server; anything but the expected status fails with the answer. */
export async function requestJson<T = unknown>(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  expectedStatus = 200,
): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (response.status !== expectedStatus) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The demo venue's units with one game each, through the public catalogue (as listTestUnits reads them). */
export async function findTestUnits(baseUrl: string): Promise<TestUnit[]> {
  type PublicUnit = Omit<TestUnit, 'max_visitors' | 'game_id'> & { room: { max_visitors: number } };
  const { data } = await requestJson<{ data: PublicUnit[] }>(`${baseUrl}/api/public/units`);
  const found: TestUnit[] = [];
  for (const unit of data) {
    const { games } = await requestJson<{ games: Array<{ id: number }> }>(
      `${baseUrl}/api/public/units/${unit.id}`,
    );
    const game = games[0];
    if (!game) continue;
    const { id, name, price_per_hour, points_per_hour } = unit;
    found.push({
      id,
      name,
      price_per_hour,
      points_per_hour,
      max_visitors: unit.room.max_visitors,
      game_id: game.id,
    });
  }
  return found;
}

/**
 * A new database named `name` on the PostgreSQL server at `serverUrl` (dropped first if a killed run
 * left it), for a server process of a test; `cleanups` gets its drop. Resolves to its URL.
 */
export async function createServerDatabase(
  serverUrl: string,
  name: string,
  cleanups: Array<() => Promise<void> | void>,
): Promise<string> {
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await onServer(`drop database if exists "${name}" with (force)`);
  await onServer(`create database "${name}"`);
  cleanups.push(() => onServer(`drop database if exists "${name}" with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
