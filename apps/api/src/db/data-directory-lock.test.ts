import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import {
  DataDirectoryInUseError,
  describeThisProcess,
  LOCK_FILE_NAME,
  type LockHolder,
  lockDataDirectory,
} from './data-directory-lock';

const lockModule = new URL('./data-directory-lock.ts', import.meta.url).pathname;

/** Another process that takes the directory's lock, says so, then idles (or exits at once). */
async function lockInAnotherProcess(dataDir: string, then: 'idle' | 'exit' = 'idle'): Promise<ChildProcess> {
  const script = `
    const { lockDataDirectory } = await import(${JSON.stringify(lockModule)});
    lockDataDirectory(${JSON.stringify(dataDir)});
    console.log('locked');
    ${then === 'exit' ? 'process.exit(3);' : 'setInterval(() => {}, 1000);'}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('locked') && resolve());
    child.on('exit', (code) =>
      output.includes('locked') ? resolve() : reject(new Error(`${code}: ${output}`)),
    );
  });
  return child;
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', resolve));

describe('the data directory lock', () => {
  let dataDir: string;
  let lockPath: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-lock-'));
    lockPath = path.join(dataDir, LOCK_FILE_NAME);
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await exitOf(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const writeLock = (holder: Partial<LockHolder>) =>
    writeFileSync(lockPath, `${JSON.stringify({ ...describeThisProcess(), ...holder })}\n`);

  function expectRefused(holderText: string) {
    let refusal: unknown;
    try {
      lockDataDirectory(dataDir).release();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirectoryInUseError);
    expect((refusal as Error).message).toBe(
      `DATA_DIR ${dataDir} is in use by ${holderText} (lock file ${lockPath}): ` +
        'stop that process first; several processes need DATABASE_URL (PostgreSQL).',
    );
  }

  it('names this process in the lock file while held and removes it on release', () => {
    const lock = lockDataDirectory(dataDir);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expectRefused(`RuangMain process PID ${process.pid}`);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    lockDataDirectory(dataDir).release();
  });

  it('refuses while another process holds it, and takes it over once that process is killed', async () => {
    const holder = await lockInAnotherProcess(dataDir);
    children.push(holder);
    expectRefused(`RuangMain process PID ${holder.pid}`);

    holder.kill('SIGKILL');
    await exitOf(holder);
    expect(existsSync(lockPath)).toBe(true);
    const lock = lockDataDirectory(dataDir);
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('is given back by a process that exits without releasing it', async () => {
    const holder = await lockInAnotherProcess(dataDir, 'exit');
    expect(await exitOf(holder)).toBe(3);
    expect(existsSync(lockPath)).toBe(false);
  });

  it.runIf(process.platform === 'linux')('takes over a lock whose PID now belongs to another process', () => {
    // The parent process runs, but started at another time than the one recorded: the PID was reused.
    writeLock({ pid: process.ppid, start_time: '1' });
    lockDataDirectory(dataDir).release();
  });

  it.runIf(process.platform === 'linux')('takes over a lock written before the machine restarted', () => {
    // The parent's own start time: only the boot id tells that its PID is not that holder any more.
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    writeLock({ pid: process.ppid, start_time: startTime, boot_id: 'an-earlier-boot' });
    lockDataDirectory(dataDir).release();
  });

  it('takes over a lock naming this PID that this process does not hold (a restarted container)', () => {
    writeLock({ pid: process.pid });
    const lock = lockDataDirectory(dataDir);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a lock of another machine, whose processes cannot be seen from here', () => {
    writeLock({ pid: 4242, host: 'another-machine' });
    expectRefused('RuangMain process PID 4242 on host another-machine');
  });

  it('refuses a lock file it cannot read, rather than guess', () => {
    writeFileSync(lockPath, 'not a lock');
    expectRefused('a lock file that names no process');
  });

  it('leaves a lock that is no longer its own in place on release', () => {
    const lock = lockDataDirectory(dataDir);
    writeLock({ pid: 4242, host: 'another-machine' });
    lock.release();
    expect(existsSync(lockPath)).toBe(true);
  });

  it('keeps a second database from opening the directory until the first is closed', async () => {
    const first = await createDatabase({ engine: 'pglite', dataDir });
    await expect(createDatabase({ engine: 'pglite', dataDir })).rejects.toThrow(DataDirectoryInUseError);
    await first.close();
    expect(existsSync(lockPath)).toBe(false);
    const again = await createDatabase({ engine: 'pglite', dataDir });
    await again.close();
  }, 60_000);
});
