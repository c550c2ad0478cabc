import { addDays } from '@ruangmain/domain/dates';
import type { ReportPeriod } from '@ruangmain/domain/report-period';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a rollup's day reads from: its own instants, and the UTC dates whose versions it depends on. */
export type DayWindow = { day: string; start: Date; end: Date; firstUtcDay: string; lastUtcDay: string };

/** The instants of one venue day (a calendar or a business day), as the reports cut them. */
export type WindowOf = (period: ReportPeriod, timeZone: string) => { start: Date; end: Date };

const utcDate = (instant: number): string => new Date(instant).toISOString().slice(0, 10);

/** Every date of a period, in order. */
export function listDays({ from, to }: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Days' instants already worked out, per way of cutting them: zone arithmetic is slow over a year. */
const known = new WeakMap<WindowOf, Map<string, { start: Date; end: Date }>>();
const KNOWN_LIMIT = 20_000;

function windowOfDay(windowOf: WindowOf, day: string, timeZone: string) {
  let days = known.get(windowOf);
  if (!days || days.size > KNOWN_LIMIT) {
    days = new Map();
    known.set(windowOf, days);
  }
  const key = `${timeZone} ${day}`;
  let window = days.get(key);
  if (!window) {
    window = windowOf({ from: day, to: day }, timeZone);
    days.set(key, window);
  }
  return window;
}

/**
 * The window of each day of a period and the UTC dates it reads: from `lookbackDays` before its start
 * (bookings begun earlier that run into it) to the date of its last instant.
 */
export function dayWindows(
  period: ReportPeriod,
  windowOf: WindowOf,
  lookbackDays: number,
  timeZone: string,
): DayWindow[] {
  return listDays(period).map((day) => {
    const { start, end } = windowOfDay(windowOf, day, timeZone);
    return {
      day,
      start,
      end,
      firstUtcDay: utcDate(start.getTime() - lookbackDays * DAY_MS),
      lastUtcDay: utcDate(end.getTime() - 1),
    };
  });
}

/**
 * A day may be stored once its window ended before yesterday's UTC midnight: every date it reads is then
 * at least two UTC days old, so any write to it, even one begun before a midnight and committed after,
 * or stamped by a clock a little off, bumped its date's version (migration 0018 skips only "today").
 */
export function isStorable(window: Pick<DayWindow, 'end'>, now: Date): boolean {
  const utcMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return window.end.getTime() <= utcMidnight - DAY_MS;
}

/** Sorted dates folded into periods of consecutive days. */
export function consecutiveRuns(days: readonly string[]): ReportPeriod[] {
  const runs: ReportPeriod[] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}
