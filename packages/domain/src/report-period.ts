// The periods of the back office's reports (issue 18 "Reports"): venue calendar dates from and to,
// both included, the same number of days just before them as the previous period, and the buckets a
// revenue series is drawn in. Pure date arithmetic on yyyy-MM-dd strings (dates.ts), no zone.
import { addDays, weekdayOf } from './dates';

/** A report covers at most a year and a day (a leap year); an hourly series at most a month. */
export const MAX_REPORT_DAYS = 366;
export const MAX_HOURLY_DAYS = 31;

export const REPORT_GROUPS = ['hour', 'day', 'week'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/**
 * Where money came from: an online room booking, a room booked at the desk (OTS, and the venue's own),
 * a food order (online or at the desk), time added at the desk, a reward booking (paid in points).
 */
export const REVENUE_SOURCES = ['online', 'ots', 'food', 'extension', 'reward'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

export type ReportPeriod = { from: string; to: string };

const MS_PER_DAY = 86_400_000;

/** Days from `from` to `to`, both counted: 2026-11-01..2026-11-30 is 30. */
export function countReportDays({ from, to }: ReportPeriod): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

/** The same number of days ending the day before `from`. */
export function previousPeriodOf(period: ReportPeriod): ReportPeriod {
  const days = countReportDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** The Monday a week bucket starts on (weeks run Monday to Sunday, like date_trunc('week')). */
export function weekStartOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/**
 * Every bucket of a period, in order: 'yyyy-MM-dd HH:00' by hour, 'yyyy-MM-dd' by day, the Monday
 * 'yyyy-MM-dd' by week (the first may start before `from`). A series shows empty buckets too.
 */
export function listReportBuckets(period: ReportPeriod, group: ReportGroup): string[] {
  const days = Array.from({ length: countReportDays(period) }, (_, index) => addDays(period.from, index));
  if (group === 'day') return days;
  if (group === 'week') return [...new Set(days.map(weekStartOf))];
  return days.flatMap((day) =>
    Array.from({ length: 24 }, (_, hour) => `${day} ${String(hour).padStart(2, '0')}:00`),
  );
}
