import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { answerClusterMetrics } from './cluster-metrics';

/** A worker that dies this soon after it was forked is failing to start: the next is forked later. */
const CRASH_WINDOW_MS = 10_000;
const RESTART_BACKOFF_MS = 2_000;
/** How long workers get to finish their requests when the whole cluster stops. */
const STOP_GRACE_MS = 20_000;

export type PrimaryLog = { info: (line: string) => void; warn: (line: string) => void };

/**
 * The cluster's primary (record 0051): forks `workers` API processes that share one listening port,
 * forks a new one for any that exits unasked, and restarts them one at a time on SIGHUP (a rolling
 * restart: each replacement listens before its predecessor is asked to stop). SIGTERM or SIGINT stop
 * every worker gracefully, then the primary. It holds no connection of its own to the database.
 */
export function runPrimary(options: { workers: number; log?: PrimaryLog }): { stopped: Promise<void> } {
  const log = options.log ?? { info: console.info, warn: console.warn };
  /** Workers asked to stop (a rolling restart or the end): their exit is expected. */
  const retiring = new WeakSet<Worker>();
  const forkedAt = new WeakMap<Worker, number>();
  let isStopping = false;
  let isRestarting = false;

  const fork = () => {
    const worker = cluster.fork();
    forkedAt.set(worker, Date.now());
    return worker;
  };

  /** SIGTERM, not worker.kill(): that cuts the IPC channel first, and a worker exits at once on it. */
  const retire = async (worker: Worker) => {
    retiring.add(worker);
    const exited = once(worker, 'exit');
    if (!worker.isDead()) worker.process.kill('SIGTERM');
    await exited;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (retiring.has(worker) || isStopping) return;
    const livedMs = Date.now() - (forkedAt.get(worker) ?? 0);
    log.warn(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, livedMs < CRASH_WINDOW_MS ? RESTART_BACKOFF_MS : 0);
  });

  const restartOneByOne = async () => {
    if (isRestarting || isStopping) return;
    isRestarting = true;
    log.info('Restarting the workers one at a time');
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || isStopping) continue;
        const next = fork();
        const [listening] = await Promise.race([
          once(next, 'listening'),
          once(next, 'exit').then(() => [undefined]),
        ]);
        // A replacement that cannot start leaves the old worker serving, and the restart ends here.
        if (listening === undefined) {
          if (isStopping) return;
          log.warn('A new worker failed to start; the restart stopped, the others keep serving');
          return;
        }
        await retire(old);
      }
      log.info('Workers restarted');
    } finally {
      isRestarting = false;
    }
  };

  const stopAll = async () => {
    if (isStopping) return;
    isStopping = true;
    const force = setTimeout(() => {
      log.warn(`Workers still running after ${STOP_GRACE_MS} ms; ending them`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    force.unref();
    await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => worker && retire(worker)));
    clearTimeout(force);
  };

  const stopped = new Promise<void>((resolve) => {
    const onStop = () => void stopAll().then(resolve);
    process.on('SIGTERM', onStop);
    process.on('SIGINT', onStop);
  });
  process.on('SIGHUP', () => void restartOneByOne());

  answerClusterMetrics();
  for (let i = 0; i < options.workers; i += 1) fork();
  log.info(
    `Started ${options.workers} workers (primary ${process.pid}; kill -HUP ${process.pid} restarts them)`,
  );
  return { stopped };
}
