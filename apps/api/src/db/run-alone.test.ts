import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;
const LOCK = 727_999;

// Record 0051: a job run takes its advisory lock; another process finding it taken leaves the run.
describe.skipIf(!serverUrl)('runAlone on PostgreSQL', () => {
  let processes: Database[] = [];

  beforeAll(async () => {
    // Two pools, as two processes would have.
    processes = await Promise.all(
      [1, 2].map(() => createDatabase({ engine: 'postgres', url: serverUrl as string, poolSize: 2 })),
    );
  });
  afterAll(async () => Promise.all(processes.map((database) => database.close())));

  it('runs a job in one process while the other finds it taken, then in either again', async () => {
    const [a, b] = processes as [Database, Database];
    const runs: string[] = [];
    let release: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = a.runAlone(LOCK, async () => {
      runs.push('a');
      await holding;
    });
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await b.runAlone(LOCK, async () => void runs.push('b'))).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await b.runAlone(LOCK, async () => void runs.push('b'))).toBe(true);
    expect(runs).toEqual(['a', 'b']);
  });

  it('gives the lock back when the run fails', async () => {
    const [a, b] = processes as [Database, Database];
    await expect(a.runAlone(LOCK, () => Promise.reject(new Error('rollup failed')))).rejects.toThrow(
      'rollup failed',
    );
    expect(await b.runAlone(LOCK, async () => {})).toBe(true);
  });
});
