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

/** What a rollup row stands for: a venue day, or a whole calendar month (stored under its first day). */
export type Grain = 'day' | 'month';

/** How a kind cuts its windows (rollup-kind.ts). */
export type WindowShape = { windowOf: WindowOf; lookbackDays: number; grain?: Grain };

/** The days, or the whole calendar months, of a period, each as the period it covers. */
export function listUnits(period: ReportPeriod, grain: Grain = 'day'): ReportPeriod[] {
  if (grain === 'day') return listDays(period).map((day) => ({ from: day, to: day }));
  const months: ReportPeriod[] = [];
  let start = period.from.endsWith('-01') ? period.from : nextMonth(period.from);
  for (let next = nextMonth(start); addDays(next, -1) <= period.to; next = nextMonth(next)) {
    months.push({ from: start, to: addDays(next, -1) });
    start = next;
  }
  return months;
}

/** The first day of the month after the date's. */
function nextMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Units' instants already worked out, per way of cutting them: zone arithmetic is slow over a year. */
const known = new WeakMap<WindowOf, Map<string, { start: Date; end: Date }>>();
const KNOWN_LIMIT = 20_000;

function windowOfUnit(windowOf: WindowOf, unit: ReportPeriod, timeZone: string) {
  let units = known.get(windowOf);
  if (!units || units.size > KNOWN_LIMIT) {
    units = new Map();
    known.set(windowOf, units);
  }
  const key = `${timeZone} ${unit.from} ${unit.to}`;
  let window = units.get(key);
  if (!window) {
    window = windowOf(unit, timeZone);
    units.set(key, window);
  }
  return window;
}

/**
 * The window of each unit (day or whole month) of a period, under the unit's first day, and the UTC
 * dates it reads: from `lookbackDays` before its start (bookings begun earlier that run into it) to the
 * date of its last instant.
 */
export function dayWindows(period: ReportPeriod, shape: WindowShape, timeZone: string): DayWindow[] {
  return listUnits(period, shape.grain).map((unit) => {
    const { start, end } = windowOfUnit(shape.windowOf, unit, timeZone);
    return {
      day: unit.from,
      start,
      end,
      firstUtcDay: utcDate(start.getTime() - shape.lookbackDays * DAY_MS),
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

/** Windows (in order) folded into runs whose each one starts where the one before ended. */
export function windowRuns<Window extends Pick<DayWindow, 'start' | 'end'>>(
  windows: readonly Window[],
): Window[][] {
  const runs: Window[][] = [];
  for (const window of windows) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && last.end.getTime() === window.start.getTime()) run.push(window);
    else runs.push([window]);
  }
  return runs;
}
