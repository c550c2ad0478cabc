// The month grid of the wizard's calendar (spec 2 §2 "The calendar"), on the plain yyyy-MM-dd dates
// of packages/domain, so no time zone can move a day.
import {
  addDays,
  INDONESIAN_MONTH_NAMES,
  INDONESIAN_WEEKDAY_NAMES,
  weekdayOf,
} from '@ruangmain/domain/dates';

/** A calendar month; `month` runs 1–12. */
export type CalendarMonth = { year: number; month: number };

const pad = (value: number) => String(value).padStart(2, '0');

export function getMonthOf(date: string): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function shiftMonth({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const getFirstDay = ({ year, month }: CalendarMonth) => `${year}-${pad(month)}-01`;

export const getLastDay = (month: CalendarMonth) => addDays(getFirstDay(shiftMonth(month, 1)), -1);

/** 'November 2026'. */
export const formatMonth = ({ year, month }: CalendarMonth) => `${INDONESIAN_MONTH_NAMES[month - 1]} ${year}`;

// Weeks start on Monday (Senin), as Indonesian wall calendars do.
const MONDAY_FIRST: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

/** 'Sen' … 'Min', Monday first. */
export const WEEKDAY_SHORT_NAMES = MONDAY_FIRST.map(
  (day) => INDONESIAN_WEEKDAY_NAMES[day]?.slice(0, 3) ?? '',
);

/** The month's dates in weeks, Monday first; null pads the first and last week. */
export function listMonthWeeks(month: CalendarMonth): Array<Array<string | null>> {
  const first = getFirstDay(month);
  const last = getLastDay(month);
  const cells: Array<string | null> = Array.from(
    { length: MONDAY_FIRST.indexOf(weekdayOf(first)) },
    () => null,
  );
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
