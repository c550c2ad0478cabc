import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process per embedded data directory (docs/decisions/0012). PGlite keeps the database's state in
 * its own memory: a second process opening the same directory, even only to fail and close it, rewrites
 * files the first one still relies on, and the database no longer opens. The lock is a file in the
 * directory naming its holder, created atomically; a holder that no longer runs (killed, crashed,
 * machine rebooted) leaves a stale lock, which the next start takes over.
 */
export const LOCK_FILE_NAME = 'ruangmain.lock';

/** Enough about the holder to tell later, from another process, whether it still runs. */
export type LockHolder = {
  pid: number;
  host: string;
  /** Linux: the kernel's boot id; another one means the machine restarted since. */
  boot_id?: string;
  /** Linux: the process's start time in clock ticks since boot; another one means the PID was reused. */
  start_time?: string;
};

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `RuangMain process PID ${holder.pid}${holder.host === hostname() ? '' : ` on host ${holder.host}`}`
      : 'a lock file that names no process';
    super(
      `DATA_DIR ${dataDir} is in use by ${who} (lock file ${path.join(dataDir, LOCK_FILE_NAME)}): ` +
        'stop that process first; several processes need DATABASE_URL (PostgreSQL).',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

export type DataDirectoryLock = { release(): void };

/** Lock files this process holds: a lock naming this PID is ours only when listed here. */
const heldHere = new Set<string>();
const MAX_ATTEMPTS = 10;

/** Takes the data directory (which must exist) for this process, or throws DataDirectoryInUseError. */
export function lockDataDirectory(dataDir: string): DataDirectoryLock {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const content = `${JSON.stringify(describeThisProcess())}\n`;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (tryCreate(lockPath, content)) return holdLock(lockPath, content);
    const current = readLockFile(lockPath);
    if (current === undefined) continue; // released meanwhile
    const holder = parseHolder(current);
    if (!holder || isRunning(holder, lockPath)) throw new DataDirectoryInUseError(dataDir, holder);
    removeIfUnchanged(lockPath, current);
  }
  throw new DataDirectoryInUseError(dataDir, parseHolder(readLockFile(lockPath) ?? ''));
}

/**
 * Writes the whole lock beside it, then links it into place: link fails when the lock exists, and a
 * lock that exists is always complete (never half written by a process killed mid-write).
 */
function tryCreate(lockPath: string, content: string): boolean {
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const fd = openSync(draft, 'wx');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if (hasCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function holdLock(lockPath: string, content: string): DataDirectoryLock {
  heldHere.add(lockPath);
  // A process that exits without closing its database (a failed start) still gives the directory back.
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(lockPath)) return;
    if (readLockFile(lockPath) === content) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return { release };
}

/**
 * Removes a stale lock only if it is still the one judged stale: it is moved aside first (atomic), and
 * a lock that a rival start wrote meanwhile is put back.
 */
function removeIfUnchanged(lockPath: string, staleContent: string): void {
  const aside = `${lockPath}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleContent) linkSync(aside, lockPath);
  } catch (error) {
    if (!hasCode(error, 'EEXIST')) throw error;
  } finally {
    unlinkSync(aside);
  }
}

function isRunning(holder: LockHolder, lockPath: string): boolean {
  // Another machine's processes cannot be seen from here (a directory shared over the network).
  if (holder.host !== hostname()) return true;
  // This PID: held by this very process, or left by an earlier one that had the same PID (a restarted
  // container, where the server often gets the same PID again).
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  const bootId = readBootId();
  if (holder.boot_id && bootId && holder.boot_id !== bootId) return false;
  if (holder.start_time) {
    const startTime = readStartTime(holder.pid);
    if (startTime !== undefined) return startTime === holder.start_time;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return hasCode(error, 'EPERM');
  }
}

export function describeThisProcess(): LockHolder {
  const bootId = readBootId();
  const startTime = readStartTime(process.pid);
  return {
    pid: process.pid,
    host: hostname(),
    ...(bootId ? { boot_id: bootId } : {}),
    ...(startTime ? { start_time: startTime } : {}),
  };
}

function parseHolder(content: string): LockHolder | undefined {
  try {
    const value = JSON.parse(content) as Partial<LockHolder>;
    if (Number.isInteger(value.pid) && typeof value.host === 'string') return value as LockHolder;
  } catch {
    // not a lock this code wrote
  }
  return undefined;
}

function readLockFile(lockPath: string): string | undefined {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat, read after the command name (which may hold spaces and parentheses). */
function readStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function hasCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}

/** For the server's entry points: a data directory in use ends the process with its one line. */
export function exitIfDataDirectoryInUse(error: unknown): never {
  if (error instanceof DataDirectoryInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
