// The venue's booking hours as the contract writes them (record 0029): seven days, Sunday first (like
// Date#getDay), each `{ opens_at, closes_at }` in minutes from that date's midnight, or null when
// closed. Zod-free, so the footer and the terms can read them without loading the schemas
// (contracts/venue-hours.ts checks them).

import { formatTime, type Weekday } from './dates';
import { OPENING_HOURS, type WeeklyHours } from './slot-times';

export type DayHoursBody = { opens_at: number; closes_at: number } | null;
export type OpeningHoursBody = DayHoursBody[];

/** The domain's WeeklyHours of checked hours. */
export function toWeeklyHours(days: readonly DayHoursBody[]): WeeklyHours {
  return days.map((day) =>
    day ? { opensAt: day.opens_at, closesAt: day.closes_at } : null,
  ) as unknown as WeeklyHours;
}

/** The hours as the contract writes them. */
export function toOpeningHoursBody(hours: WeeklyHours): OpeningHoursBody {
  return hours.map((day) => (day ? { opens_at: day.opensAt, closes_at: day.closesAt } : null));
}

/** spec 2 §9's hours, as the contract writes them: what a venue that never changed them has. */
export const DEFAULT_OPENING_HOURS_BODY: OpeningHoursBody = toOpeningHoursBody(OPENING_HOURS);

/** Consecutive days with the same hours, as the footer and the terms list them. */
export type OpeningDayGroup = {
  first: Weekday;
  last: Weekday;
  /** 'HH:mm' clock times (a close past midnight reads '01:00'); null: closed. */
  hours: { open: string; close: string } | null;
};

// The footer and the terms start the week on Monday (spec 1 §9: "Mon–Thu …, Sun …").
const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

const sameHours = (a: DayHoursBody | undefined, b: DayHoursBody | undefined) =>
  a?.opens_at === b?.opens_at && a?.closes_at === b?.closes_at;

/** The week from Monday in groups of days with the same hours: spec 2 §9's give Mon–Thu, Fri, Sat, Sun. */
export function groupOpeningDays(days: readonly DayHoursBody[]): OpeningDayGroup[] {
  const groups: OpeningDayGroup[] = [];
  for (const weekday of MONDAY_FIRST) {
    const day = days[weekday] ?? null;
    const last = groups.at(-1);
    if (last && sameHours(days[last.last], day)) {
      last.last = weekday;
      continue;
    }
    groups.push({
      first: weekday,
      last: weekday,
      hours: day ? { open: formatTime(day.opens_at), close: formatTime(day.closes_at) } : null,
    });
  }
  return groups;
}

/** The distinct closing times after midnight, 'HH:mm' in week order ('00:00', '01:00' for spec 2 §9's). */
export function listClosingsAfterMidnight(days: readonly DayHoursBody[]): string[] {
  const closings = days
    .filter((day): day is NonNullable<DayHoursBody> => day !== null && day.closes_at >= 24 * 60)
    .map((day) => day.closes_at)
    .sort((a, b) => a - b);
  return [...new Set(closings)].map(formatTime);
}
