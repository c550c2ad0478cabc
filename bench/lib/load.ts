import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

/** Bounded load on one loopback URL: fixed connections and duration. */
export async function measure(
  name: string,
  url: string,
  options: {
    connections?: number;
    durationSeconds?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
    throw new Error(`refusing to load ${url}: loopback only`);
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.durationSeconds ?? 10,
    method: options.method ?? 'GET',
    headers: { ...options.headers, ...(options.body ? { 'content-type': 'application/json' } : {}) },
    ...(options.body ? { body: options.body } : {}),
  });
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Starts bench/lib/bare-server.ts in its own process; resolves to its address and a stop function. */
export async function startBareServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-server.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `${address}/bare`, stop: () => child.kill('SIGTERM') };
}

/** One row per result; with a baseline, each row's req/s as a share of the baseline's (`vs bare`). */
export function printTable(results: LoadResult[], baseline?: LoadResult, versus = 'vs bare'): void {
  const rows = results.map((result) => ({
    endpoint: result.name,
    'req/s': result.requestsPerSecond,
    'p50 ms': result.p50Ms,
    'p99 ms': result.p99Ms,
    [versus]: baseline ? `${Math.round((result.requestsPerSecond / baseline.requestsPerSecond) * 100)}%` : '',
    'non-2xx': result.non2xx,
    errors: result.errors,
  }));
  console.table(rows);
}

export function saveResults(name: string, data: unknown): string {
  const dir = fileURLToPath(new URL('../results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}${name}.json`;
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...(data as object) }, null, 2)}\n`);
  return file;
}
