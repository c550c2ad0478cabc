import { monitorEventLoopDelay } from 'node:perf_hooks';

export type ClientUsage = { cpuPercent: number; loopDelayP99Ms: number; loopDelayMaxMs: number };

/**
 * Watches the benchmark's own process from now until `stop()`: its CPU (100% is one core) and how late
 * its event loop ran. A client that runs late adds its lateness to every time it measures, so a run
 * whose client lagged tells more about the client than about the server.
 */
export function watchClient(): { stop(): ClientUsage } {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const firstCpu = process.cpuUsage();
  const started = performance.now();
  return {
    stop() {
      delay.disable();
      const cpu = process.cpuUsage(firstCpu);
      const elapsedMs = performance.now() - started;
      return {
        cpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100),
        loopDelayP99Ms: Math.round(delay.percentile(99) / 1e6),
        loopDelayMaxMs: Math.round(delay.max / 1e6),
      };
    },
  };
}
