import path from 'node:path';
import type { Engine } from '../database';

/**
 * `npx tsx bench/saturday-night.ts [--engine pglite|postgres] [--processes N] [--minutes M] [--customers C]
 * [--cpu-prof DIR]`.
 */
export type EveningOptions = {
  engine: Engine;
  /** API processes (WORKERS): more than one needs PostgreSQL. */
  processes: number;
  /** How long the evening's busiest hour is played, compressed. */
  minutes: number;
  /** Visitors browsing at once, each with a visitor's think time. */
  customers: number;
  /** Where each server process writes its V8 CPU profile as it exits (open it in Chrome's DevTools). */
  cpuProfileDir?: string;
};

const DEFAULTS: EveningOptions = { engine: 'pglite', processes: 1, minutes: 3, customers: 500 };

export function parseEveningOptions(args: string[]): EveningOptions {
  const flagValue = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const whole = (flag: string, fallback: number, max: number) => {
    const text = flagValue(flag);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw new Error(`${flag} must be a whole number from 1 to ${max}, not ${text}`);
    return value;
  };
  const engine = flagValue('--engine') ?? DEFAULTS.engine;
  if (engine !== 'pglite' && engine !== 'postgres')
    throw new Error(`--engine must be pglite or postgres, not ${engine}`);
  const options = {
    engine,
    processes: whole('--processes', DEFAULTS.processes, 8),
    minutes: whole('--minutes', DEFAULTS.minutes, 30),
    customers: whole('--customers', DEFAULTS.customers, 5_000),
  } satisfies EveningOptions;
  const cpuProfileDir = flagValue('--cpu-prof');
  if (options.engine === 'pglite' && options.processes > 1)
    throw new Error('--processes above 1 needs --engine postgres: PGlite serves one process');
  return cpuProfileDir ? { ...options, cpuProfileDir: path.resolve(cpuProfileDir) } : options;
}
