import { addDays } from '@ruangmain/domain/dates';
import {
  countReportDays,
  MAX_HOURLY_DAYS,
  MAX_REPORT_DAYS,
  type ReportGroup,
  weekStartOf,
} from '@ruangmain/domain/report-period';

export const PERIOD_KINDS = ['day', 'week', 'month', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export type Period = { from: string; to: string };

/** The day, week (Monday to Sunday) or calendar month holding `date`. */
export function periodAround(kind: Exclude<PeriodKind, 'custom'>, date: string): Period {
  if (kind === 'day') return { from: date, to: date };
  if (kind === 'week') {
    const from = weekStartOf(date);
    return { from, to: addDays(from, 6) };
  }
  const from = `${date.slice(0, 8)}01`;
  return { from, to: addDays(`${addDays(from, 31).slice(0, 8)}01`, -1) };
}

/** The period just before or after (a month steps a calendar month; others their own length). */
export function stepPeriod(kind: PeriodKind, period: Period, direction: -1 | 1): Period {
  if (kind === 'month')
    return periodAround('month', addDays(direction < 0 ? period.from : period.to, direction));
  const days = countReportDays(period) * direction;
  return { from: addDays(period.from, days), to: addDays(period.to, days) };
}

/** A period the API takes: from ≤ to, at most MAX_REPORT_DAYS days. */
export const isValidPeriod = ({ from, to }: Period) =>
  /^\d{4}-\d{2}-\d{2}$/.test(from) &&
  /^\d{4}-\d{2}-\d{2}$/.test(to) &&
  from <= to &&
  countReportDays({ from, to }) <= MAX_REPORT_DAYS;

/** The grouping a period reads best in: hours for a day, days up to two months, weeks beyond. */
export function defaultGroupOf(period: Period): ReportGroup {
  const days = countReportDays(period);
  if (days === 1) return 'hour';
  return days <= 62 ? 'day' : 'week';
}

export const canGroupByHour = (period: Period) => countReportDays(period) <= MAX_HOURLY_DAYS;
