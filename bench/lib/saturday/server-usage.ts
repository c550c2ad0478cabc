import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), in which /proc/<pid>/stat counts CPU time. */
const TICKS_PER_SECOND = 100;

type Sample = { cpuSeconds: number; rssMb: number; processes: number };

function readStat(pid: number): { ppid: number; cpuSeconds: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { ppid: Number(fields[1]), cpuSeconds: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

function rssMbOf(pid: number): number {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The server process and every process under it (the API workers of `WORKERS=N`). */
function treeOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (stat) parents.set(pid, stat.ppid);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, ppid] of parents) if (ppid === tree[index]) tree.push(pid);
  }
  return tree;
}

function sample(root: number): Sample {
  const tree = treeOf(root);
  return tree.reduce(
    (sum, pid) => ({
      cpuSeconds: sum.cpuSeconds + (readStat(pid)?.cpuSeconds ?? 0),
      rssMb: sum.rssMb + rssMbOf(pid),
      processes: sum.processes,
    }),
    { cpuSeconds: 0, rssMb: 0, processes: tree.length },
  );
}

export type ServerUsage = { cpuPercent: number; peakRssMb: number; processes: number };

/**
 * Watches the server's processes from now until `stop()`: the CPU they used over the time (100% is one
 * core) and the largest memory they held together, sampled every second.
 */
export function watchServer(pid: number): { stop(): ServerUsage } {
  const first = sample(pid);
  const started = performance.now();
  let peakRssMb = first.rssMb;
  let processes = first.processes;
  const timer = setInterval(() => {
    const now = sample(pid);
    peakRssMb = Math.max(peakRssMb, now.rssMb);
    processes = Math.max(processes, now.processes);
  }, 1_000);
  return {
    stop() {
      clearInterval(timer);
      const last = sample(pid);
      const seconds = (performance.now() - started) / 1000;
      return {
        cpuPercent: Math.round(((last.cpuSeconds - first.cpuSeconds) / seconds) * 100),
        peakRssMb: Math.round(Math.max(peakRssMb, last.rssMb)),
        processes,
      };
    },
  };
}
