// The venue's opening hours and the 30-minute slots inside them, as venue-local wall times only (spec 2
// §9 "Operating hours", "Slots"). A business date runs from opening to closing, and closing may fall
// after midnight (Fri, Sat until 01:00), so its times are minutes from that date's own midnight.
// Nothing here knows a time zone: the zone-aware rules are in hours.ts, which re-exports these, so a
// page that only lays out slots does not load the zone library.

import { addDays, formatTime, MINUTES_PER_DAY, parseTime, type Weekday, weekdayOf } from './dates';

/** Opening and closing in minutes from the business date's midnight; closing may exceed 1440. */
export type OpeningHours = { opensAt: number; closesAt: number };

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
// Sun 10:00–00:00. Keyed by weekday, 0 = Sunday.
export const OPENING_HOURS: Readonly<Record<Weekday, Readonly<OpeningHours>>> = {
  0: { opensAt: 10 * 60, closesAt: 24 * 60 },
  1: { opensAt: 10 * 60, closesAt: 24 * 60 },
  2: { opensAt: 10 * 60, closesAt: 24 * 60 },
  3: { opensAt: 10 * 60, closesAt: 24 * 60 },
  4: { opensAt: 10 * 60, closesAt: 24 * 60 },
  5: { opensAt: 14 * 60, closesAt: 25 * 60 },
  6: { opensAt: 10 * 60, closesAt: 25 * 60 },
};

// The local date-time of a business date's minute, on the calendar date it really falls on.
export function toBusinessLocalDateTime(date: string, minutes: number): string {
  return `${addDays(date, Math.floor(minutes / MINUTES_PER_DAY))} ${formatTime(minutes)}`;
}

/** Opening hours of a yyyy-MM-dd business date. Throws RangeError on a bad date. */
export function getOpeningHours(date: string): OpeningHours {
  return { ...OPENING_HOURS[weekdayOf(date)] };
}

/** Slot starts of a business date, every 30 minutes, the last one 30 minutes before closing. */
export function listSlotTimes(date: string): SlotTime[] {
  const { opensAt, closesAt } = getOpeningHours(date);
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
export function findSlotTime(date: string, startTime: string): SlotTime | null {
  const { opensAt } = getOpeningHours(date);
  const clockMinutes = parseTime(startTime);
  const minutes = clockMinutes < opensAt ? clockMinutes + MINUTES_PER_DAY : clockMinutes;
  return listSlotTimes(date).find((slot) => slot.minutes === minutes) ?? null;
}

/** A booking's venue-local start and end, 'yyyy-MM-dd HH:mm', as book-room takes them. */
export type BookingPeriod = { start: string; end: string };

/**
 * The period of `hours` whole hours from a slot of a business date (spec 2 §5 "End time = start time
 * plus duration in hours"), each on the calendar date it falls on: Friday 23:30 for 2 hours ends
 * Saturday 01:30. Null when the start is not a slot of the date or the hours are not positive whole
 * hours; whether the period fits the opening hours is the server's check.
 */
export function getBookingPeriod(date: string, startTime: string, hours: number): BookingPeriod | null {
  const slot = findSlotTime(date, startTime);
  if (!slot || !Number.isInteger(hours) || hours <= 0) return null;
  return { start: slot.fullDate, end: toBusinessLocalDateTime(date, slot.minutes + hours * 60) };
}
