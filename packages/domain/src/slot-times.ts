// The venue's opening hours and the 30-minute slots inside them, as venue-local wall times only (spec 2
// §9 "Operating hours", "Slots"). A business date runs from opening to closing, and closing may fall
// after midnight (Fri, Sat until 01:00), so its times are minutes from that date's own midnight.
// Nothing here knows a time zone: the zone-aware rules are in hours.ts, which re-exports these, so a
// page that only lays out slots does not load the zone library.

import { addDays, formatTime, MINUTES_PER_DAY, parseTime, weekdayOf } from './dates';

/** Opening and closing in minutes from the business date's midnight; closing may exceed 1440. */
export type OpeningHours = { opensAt: number; closesAt: number };

/**
 * The venue's booking hours by weekday (index 0 = Sunday, like Date#getDay); null: closed that day.
 * Set on the Venue screen (record 0029), spec 2 §9's hours unless changed; checked by
 * WeeklyHoursSchema (contracts/venue-hours.ts), so windows never overlap and closing is at most
 * 06:00 the next morning.
 */
export type WeeklyHours = readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];
export type DayHours = Readonly<OpeningHours> | null;

export type SlotTime = {
  /** Clock time 'HH:mm' ('00:30' for Friday's last slot). */
  time: string;
  /** Minutes from the business date's midnight; past 1440 after midnight. */
  minutes: number;
  /** The calendar date the slot falls on: Saturday for Friday's 00:30. */
  calendarDate: string;
  /** calendarDate + time, 'yyyy-MM-dd HH:mm', venue-local. */
  fullDate: string;
};

// spec 2 §9 "Slots: every 30 minutes".
export const SLOT_MINUTES = 30;

// spec 2 §9 "Operating hours", spec 1 §9: Mon–Thu 10:00–00:00, Fri 14:00–01:00, Sat 10:00–01:00,
// Sun 10:00–00:00. Indexed by weekday, 0 = Sunday. The hours every function takes by default.
export const OPENING_HOURS: WeeklyHours = [
  { opensAt: 10 * 60, closesAt: 24 * 60 },
  { opensAt: 10 * 60, closesAt: 24 * 60 },
  { opensAt: 10 * 60, closesAt: 24 * 60 },
  { opensAt: 10 * 60, closesAt: 24 * 60 },
  { opensAt: 10 * 60, closesAt: 24 * 60 },
  { opensAt: 14 * 60, closesAt: 25 * 60 },
  { opensAt: 10 * 60, closesAt: 25 * 60 },
];

/** The latest a day may close: 06:00 the next morning (record 0029). */
export const LATEST_CLOSING = MINUTES_PER_DAY + 6 * 60;

// A closed day is an empty window at the latest closing: no slot, no start belongs to it, and its
// "opening" still lies between the day before's closing and the next day's opening.
const CLOSED_DAY: OpeningHours = { opensAt: LATEST_CLOSING, closesAt: LATEST_CLOSING };

// The local date-time of a business date's minute, on the calendar date it really falls on.
export function toBusinessLocalDateTime(date: string, minutes: number): string {
  return `${addDays(date, Math.floor(minutes / MINUTES_PER_DAY))} ${formatTime(minutes)}`;
}

/**
 * Opening hours of a yyyy-MM-dd business date; a closed day is an empty window (opensAt = closesAt).
 * Throws RangeError on a bad date.
 */
export function getOpeningHours(date: string, hours: WeeklyHours = OPENING_HOURS): OpeningHours {
  return { ...(hours[weekdayOf(date)] ?? CLOSED_DAY) };
}

/** Slot starts of a business date, every 30 minutes, the last one 30 minutes before closing. */
export function listSlotTimes(date: string, hours: WeeklyHours = OPENING_HOURS): SlotTime[] {
  const { opensAt, closesAt } = getOpeningHours(date, hours);
  const slots: SlotTime[] = [];
  for (let minutes = opensAt; minutes + SLOT_MINUTES <= closesAt; minutes += SLOT_MINUTES) {
    const fullDate = toBusinessLocalDateTime(date, minutes);
    slots.push({ time: formatTime(minutes), minutes, calendarDate: fullDate.slice(0, 10), fullDate });
  }
  return slots;
}

/**
 * The slot of a business date that starts at an 'HH:mm' time, or null when none does (off the
 * 30-minute grid or outside the hours). A time before opening is read as after midnight, so
 * '00:30' on a Friday is Saturday 00:30 (spec 2 §9 "Slots").
 */
export function findSlotTime(
  date: string,
  startTime: string,
  hours: WeeklyHours = OPENING_HOURS,
): SlotTime | null {
  const { opensAt } = getOpeningHours(date, hours);
  const clockMinutes = parseTime(startTime);
  const minutes = clockMinutes < opensAt ? clockMinutes + MINUTES_PER_DAY : clockMinutes;
  return listSlotTimes(date, hours).find((slot) => slot.minutes === minutes) ?? null;
}

/** A booking's venue-local start and end, 'yyyy-MM-dd HH:mm', as book-room takes them. */
export type BookingPeriod = { start: string; end: string };

/**
 * The period of `hours` whole hours from a slot of a business date (spec 2 §5 "End time = start time
 * plus duration in hours"), each on the calendar date it falls on: Friday 23:30 for 2 hours ends
 * Saturday 01:30. Null when the start is not a slot of the date or the hours are not positive whole
 * hours; whether the period fits the opening hours is the server's check.
 */
export function getBookingPeriod(
  date: string,
  startTime: string,
  hours: number,
  weeklyHours: WeeklyHours = OPENING_HOURS,
): BookingPeriod | null {
  const slot = findSlotTime(date, startTime, weeklyHours);
  if (!slot || !Number.isInteger(hours) || hours <= 0) return null;
  return { start: slot.fullDate, end: toBusinessLocalDateTime(date, slot.minutes + hours * 60) };
}
