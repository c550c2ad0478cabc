// The venue's opening hours and the 30-minute slots inside them (spec 2 §9 "Operating hours", "Slots",
// spec 1 §9 "Terms content"). A business date runs from opening to closing, and closing may fall
// after midnight (Fri, Sat until 01:00), so its times are minutes from that date's own midnight:
// Friday closes at 1500 (25:00). Instants are Dates; venue-local times are 'yyyy-MM-dd HH:mm'
// strings read in an IANA zone (DESIGN "Time": VENUE_TIMEZONE, default Asia/Jakarta).

import { TZDate } from '@date-fns/tz';
import { addDays, formatIsoDate, formatTime, isIsoDate, isTime, MINUTES_PER_DAY, parseTime } from './dates';

import {
  findSlotTime,
  getOpeningHours,
  listSlotTimes,
  OPENING_HOURS,
  SLOT_MINUTES,
  toBusinessLocalDateTime,
  type WeeklyHours,
} from './slot-times';

export {
  type BookingPeriod,
  findSlotTime,
  getBookingPeriod,
  getOpeningHours,
  LATEST_CLOSING,
  listSlotTimes,
  OPENING_HOURS,
  type OpeningHours,
  SLOT_MINUTES,
  type SlotTime,
  type WeeklyHours,
} from './slot-times';

/** The instants a business date opens and closes. */
export type BusinessWindow = { opensAt: Date; closesAt: Date };

/** An occupied half-open interval [start, end): one ending at a slot's start does not block it. */
export type BusyInterval = { start: Date; end: Date };

export type OccupancyStatus = 'pending' | 'confirmed';

export type OccupiedInterval = BusyInterval & { status: OccupancyStatus };

/** A time slot as the availability call answers it (spec 2 §3 "Time slot"). */
export type SlotState = {
  time: string;
  full_date: string;
  is_available: boolean;
  is_confirmed: boolean;
  is_pending: boolean;
};

export type ListDurationsInput = {
  /** The business date, yyyy-MM-dd. */
  date: string;
  /** 'HH:mm'; times before opening are after midnight ('00:30' on a Friday is Saturday 00:30). */
  startTime: string;
  busy: readonly BusyInterval[];
  timeZone: string;
  maxHours?: number;
  /** The venue's hours; spec 2 §9's by default. */
  hours?: WeeklyHours;
};

export type ClassifySlotsInput = {
  /** The business date, yyyy-MM-dd. */
  date: string;
  timeZone: string;
  now: Date;
  occupied: readonly OccupiedInterval[];
  /** The venue's hours; spec 2 §9's by default. */
  hours?: WeeklyHours;
};

// DESIGN "Time": VENUE_TIMEZONE defaults to Asia/Jakarta.
export const DEFAULT_VENUE_TIME_ZONE = 'Asia/Jakarta';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

function readLocalDateTime(localDateTime: string): { date: string; minutes: number } {
  const date = localDateTime.slice(0, 10);
  const time = localDateTime.slice(11);
  if (!LOCAL_DATE_TIME_PATTERN.test(localDateTime) || !isIsoDate(date) || !isTime(time)) {
    throw new RangeError(`Expected a local date-time as yyyy-MM-dd HH:mm, got '${localDateTime}'`);
  }
  return { date, minutes: parseTime(time) };
}

function assertValidInstant(instant: Date, name: string): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError(`${name} is an invalid Date`);
}

function assertValidTimeZone(time: number, timeZone: string): void {
  if (Number.isNaN(time)) throw new RangeError(`Unknown time zone '${timeZone}'`);
}

function overlaps(start: Date, end: Date, interval: BusyInterval): boolean {
  return start.getTime() < interval.end.getTime() && interval.start.getTime() < end.getTime();
}

/**
 * The instants toInstant found, by zone and local time. A zone's rules do not change while the
 * process runs, and reading them is the slow part of a day's slots (48 a day, 31 days a month).
 */
const knownInstants = new Map<string, number>();
const KNOWN_INSTANTS_LIMIT = 50_000;

/**
 * The instant a venue-local 'yyyy-MM-dd HH:mm' names in an IANA zone. A local time skipped by a DST
 * change moves forward by the gap. Throws RangeError on bad input or an unknown zone.
 */
export function toInstant(localDateTime: string, timeZone: string): Date {
  const key = `${timeZone} ${localDateTime}`;
  let time = knownInstants.get(key);
  if (time === undefined) {
    time = findInstant(localDateTime, timeZone);
    if (knownInstants.size >= KNOWN_INSTANTS_LIMIT) knownInstants.clear();
    knownInstants.set(key, time);
  }
  return new Date(time);
}

function findInstant(localDateTime: string, timeZone: string): number {
  const { date, minutes } = readLocalDateTime(localDateTime);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const zoned = new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, timeZone);
  // Like Date, TZDate reads years 0–99 as 1900–1999.
  if (year < 100) zoned.setFullYear(year);
  assertValidTimeZone(zoned.getTime(), timeZone);
  return zoned.getTime();
}

/** The venue-local 'yyyy-MM-dd HH:mm' of an instant (seconds dropped). Throws RangeError on bad input. */
export function toLocalDateTime(instant: Date, timeZone: string): string {
  assertValidInstant(instant, 'instant');
  const zoned = new TZDate(instant.getTime(), timeZone);
  assertValidTimeZone(zoned.getTime(), timeZone);
  const date = formatIsoDate({
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
  });
  return `${date} ${formatTime(zoned.getHours() * 60 + zoned.getMinutes())}`;
}

/** The instants a business date opens and closes (Friday 2026-11-27 closes at Saturday 01:00). */
export function getBusinessWindow(
  date: string,
  timeZone: string,
  hours: WeeklyHours = OPENING_HOURS,
): BusinessWindow {
  const { opensAt, closesAt } = getOpeningHours(date, hours);
  return {
    opensAt: toInstant(toBusinessLocalDateTime(date, opensAt), timeZone),
    closesAt: toInstant(toBusinessLocalDateTime(date, closesAt), timeZone),
  };
}

/**
 * The business date a start belongs to, or null when the venue is closed then: '2026-11-28 00:30'
 * belongs to Friday 2026-11-27; '2026-11-24 00:30' (Tuesday, Monday closed at 00:00) to none.
 * Pass a venue-local 'yyyy-MM-dd HH:mm', or an instant and the venue's zone.
 */
export function findBusinessDate(localDateTime: string, hours?: WeeklyHours): string | null;
export function findBusinessDate(instant: Date, timeZone: string, hours?: WeeklyHours): string | null;
export function findBusinessDate(
  at: string | Date,
  zoneOrHours?: string | WeeklyHours,
  instantHours?: WeeklyHours,
): string | null {
  if (typeof at !== 'string' && typeof zoneOrHours !== 'string') {
    throw new TypeError('findBusinessDate needs the venue time zone to read an instant');
  }
  const localDateTime = typeof at === 'string' ? at : toLocalDateTime(at, zoneOrHours as string);
  const hours = (typeof at === 'string' ? zoneOrHours : instantHours) as WeeklyHours | undefined;
  const { date, minutes } = readLocalDateTime(localDateTime);
  // Windows never overlap (a day closes at most at 06:00 and never after the next day opens,
  // WeeklyHoursSchema), so a moment belongs to its own calendar date or to the day before.
  const candidates: Array<[string, number]> = [
    [date, minutes],
    [addDays(date, -1), minutes + MINUTES_PER_DAY],
  ];
  for (const [businessDate, businessMinutes] of candidates) {
    const { opensAt, closesAt } = getOpeningHours(businessDate, hours);
    if (businessMinutes >= opensAt && businessMinutes < closesAt) return businessDate;
  }
  return null;
}

/**
 * Whole-hour durations that fit a start: [1, 2, …] while start + h stays within closing and
 * [start, start + h) overlaps no busy interval. Fri/Sat may run to 01:00, other days not past 24:00
 * (spec 2 §9 "Slots"). A start that is not a slot of the date gives [].
 */
export function listDurations({
  date,
  startTime,
  busy,
  timeZone,
  maxHours,
  hours: weeklyHours = OPENING_HOURS,
}: ListDurationsInput): number[] {
  for (const interval of busy) {
    assertValidInstant(interval.start, 'busy.start');
    assertValidInstant(interval.end, 'busy.end');
  }
  const slot = findSlotTime(date, startTime, weeklyHours);
  if (!slot) return [];
  const start = toInstant(slot.fullDate, timeZone);
  const { closesAt } = getBusinessWindow(date, timeZone, weeklyHours);
  const durations: number[] = [];
  for (let hours = 1; maxHours === undefined || hours <= maxHours; hours += 1) {
    // Real hours, not wall-clock ones, so a DST change inside a booking cannot stretch it.
    const end = new Date(start.getTime() + hours * MS_PER_HOUR);
    if (end.getTime() > closesAt.getTime() || busy.some((interval) => overlaps(start, end, interval))) break;
    durations.push(hours);
  }
  return durations;
}

/**
 * Availability of each slot of a business date (spec 2 §3 "Time slot"). A slot is unavailable when it
 * starts before now or an occupied interval overlaps its 30 minutes; is_confirmed when a confirmed one
 * does, is_pending when only pending ones do (a hold, shown as onHold, spec 2 §2).
 */
export function classifySlots({ date, timeZone, now, occupied, hours }: ClassifySlotsInput): SlotState[] {
  assertValidInstant(now, 'now');
  for (const interval of occupied) {
    assertValidInstant(interval.start, 'occupied.start');
    assertValidInstant(interval.end, 'occupied.end');
  }
  return listSlotTimes(date, hours).map((slot) => {
    const start = toInstant(slot.fullDate, timeZone);
    const end = new Date(start.getTime() + SLOT_MINUTES * MS_PER_MINUTE);
    const clashes = occupied.filter((interval) => overlaps(start, end, interval));
    const isConfirmed = clashes.some((interval) => interval.status === 'confirmed');
    const isPending = !isConfirmed && clashes.some((interval) => interval.status === 'pending');
    const isPast = start.getTime() < now.getTime();
    return {
      time: slot.time,
      full_date: slot.fullDate,
      is_available: !isPast && clashes.length === 0,
      is_confirmed: isConfirmed,
      is_pending: isPending,
    };
  });
}

/**
 * Whether a business date has a slot still to come that nothing occupies: what classifySlots would say
 * of it with `some(is_available)`, without classifying every slot. A month's days (spec 2 §7
 * get-availability-day) read it against the month's bookings, so it looks only at the intervals inside
 * the date's own hours and stops at the first free slot.
 */
export function hasFreeSlot({ date, timeZone, now, occupied, hours }: ClassifySlotsInput): boolean {
  assertValidInstant(now, 'now');
  const { opensAt, closesAt } = getBusinessWindow(date, timeZone, hours);
  const sameDay = occupied.filter((interval) => {
    assertValidInstant(interval.start, 'occupied.start');
    assertValidInstant(interval.end, 'occupied.end');
    return overlaps(opensAt, closesAt, interval);
  });
  return listSlotTimes(date, hours).some((slot) => {
    const start = toInstant(slot.fullDate, timeZone);
    if (start.getTime() < now.getTime()) return false;
    const end = new Date(start.getTime() + SLOT_MINUTES * MS_PER_MINUTE);
    return !sameDay.some((interval) => overlaps(start, end, interval));
  });
}

/**
 * True when start < end and both lie inside one business date's opening window; the server refuses
 * bookings outside the hours with it (spec 2 §9 "Operating hours").
 */
export function isWithinBusinessHours({
  start,
  end,
  timeZone,
  hours = OPENING_HOURS,
}: BusyInterval & { timeZone: string; hours?: WeeklyHours }): boolean {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start.getTime() >= end.getTime()) {
    return false;
  }
  const businessDate = findBusinessDate(start, timeZone, hours);
  if (!businessDate) return false;
  // findBusinessDate already placed start inside the window; only the end can still overrun closing.
  return end.getTime() <= getBusinessWindow(businessDate, timeZone, hours).closesAt.getTime();
}
