import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../db/client';
import { readJobLag } from './job-lag';

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/**
 * One process's metrics in a registry of its own (record 0051): an app built twice in one process
 * (tests, a second instance) does not clash. Each gauge says how a cluster adds workers up: sums for
 * what each holds (connections, streams), the maximum for lags, which every worker reads alike.
 */
export function createAppMetrics(deps: {
  db: Db;
  poolStats?: () => PoolStats;
  countLiveStreams: () => number;
}) {
  const registry = new Registry();
  // Includes the event loop's delay (nodejs_eventloop_lag_*), from monitorEventLoopDelay.
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requestErrors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a server error (5xx), by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'live_streams_open',
    help: 'Open live streams (server-sent events: boards, bells)',
    registers: [registry],
    collect() {
      this.set(deps.countLiveStreams());
    },
  });
  if (deps.poolStats) {
    const readPool = deps.poolStats;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle) and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = readPool();
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
  new Gauge({
    name: 'job_lag_seconds',
    help: 'How far behind a job is: the oldest unpaid hold past its expiry, the oldest due unsent notice',
    labelNames: ['job'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const lag = await readJobLag(deps.db);
      this.set({ job: 'sweeper' }, lag.holds);
      this.set({ job: 'notice_sender' }, lag.notices);
    },
  });

  return {
    registry,
    /** A request answered: its route's pattern (never the raw URL, whose ids would be endless labels). */
    observeRequest(input: { method: string; route: string; statusCode: number; seconds: number }) {
      const labels = { method: input.method, route: input.route, status_code: String(input.statusCode) };
      requestDuration.observe(labels, input.seconds);
      if (input.statusCode >= 500) requestErrors.inc(labels);
    },
  };
}
