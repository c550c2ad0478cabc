// Calendar dates and clock times as the plain strings of spec 2 §9 "Formats" (date yyyy-MM-dd,
// time HH:mm). Arithmetic runs on day numbers, never on Date, so no time zone can shift a day.

import type { Language } from './languages';

/** 0 = Sunday … 6 = Saturday, like Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const MINUTES_PER_DAY = 1440;

export const INDONESIAN_WEEKDAY_NAMES = [
  'Minggu',
  'Senin',
  'Selasa',
  'Rabu',
  'Kamis',
  'Jumat',
  'Sabtu',
] as const;

export const INDONESIAN_MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

const ENGLISH_WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const ENGLISH_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
// 1970-01-01, day number 0, was a Thursday.
const WEEKDAY_OF_DAY_ZERO = 4;

export type CalendarDate = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function getDaysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > getDaysInMonth(year, month)) return null;
  return { year, month, day };
}

function readIsoDate(date: string): CalendarDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Expected a real date as yyyy-MM-dd, got '${date}'`);
  return parsed;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant, "days_from_civil").
function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

// Inverse of toDayNumber (H. Hinnant, "civil_from_days").
function fromDayNumber(dayNumber: number): CalendarDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function padNumber(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** A calendar date as yyyy-MM-dd (month and day from 1). */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${padNumber(year, 4)}-${padNumber(month, 2)}-${padNumber(day, 2)}`;
}

/** Strict yyyy-MM-dd naming a day that exists (no 2026-02-29, no 2026-13-01). */
export function isIsoDate(value: unknown): value is string {
  return parseIsoDate(value) !== null;
}

/** Strict HH:mm from 00:00 to 23:59. */
export function isTime(value: unknown): value is string {
  return typeof value === 'string' && TIME_PATTERN.test(value);
}

/**
 * The years the venue's calendar covers. No booking, availability or history question reaches
 * outside them, and staying well inside 0000–9999 keeps every day sum (a business date's next day,
 * a range's end) and every timestamp representable.
 */
export const FIRST_VENUE_YEAR = 2000;
export const LAST_VENUE_YEAR = 2099;

/** A real yyyy-MM-dd date inside the venue's calendar years (FIRST_VENUE_YEAR–LAST_VENUE_YEAR). */
export function isVenueDate(value: unknown): value is string {
  const parsed = parseIsoDate(value);
  return parsed !== null && parsed.year >= FIRST_VENUE_YEAR && parsed.year <= LAST_VENUE_YEAR;
}

/** A venue-local 'yyyy-MM-dd HH:mm' (spec 2 §9 "Formats") on a venue date: one space, nothing else. */
export function isVenueDateTime(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 16 || value[10] !== ' ') return false;
  return isVenueDate(value.slice(0, 10)) && isTime(value.slice(11));
}

/** Shifts a yyyy-MM-dd date by whole days (negative goes back). Throws RangeError on bad input. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Expected a whole number of days, got ${days}`);
  const shifted = fromDayNumber(toDayNumber(readIsoDate(date)) + days);
  if (shifted.year < 0 || shifted.year > 9999) {
    throw new RangeError(`${date} + ${days} days falls outside years 0000-9999`);
  }
  return formatIsoDate(shifted);
}

/** Day of the week of a yyyy-MM-dd date, 0 = Sunday. Throws RangeError on bad input. */
export function weekdayOf(date: string): Weekday {
  return ((((toDayNumber(readIsoDate(date)) + WEEKDAY_OF_DAY_ZERO) % 7) + 7) % 7) as Weekday;
}

const LONG_DATE_NAMES: Record<Language, { weekdays: readonly string[]; months: readonly string[] }> = {
  id: { weekdays: INDONESIAN_WEEKDAY_NAMES, months: INDONESIAN_MONTH_NAMES },
  en: { weekdays: ENGLISH_WEEKDAY_NAMES, months: ENGLISH_MONTH_NAMES },
};

/**
 * 'Jumat, 27 November 2026' in Indonesian, the long date the specs ask for (spec 2 §1, §2 summary
 * "Date"); 'Friday, 27 November 2026' in English (issue 30). Both write day, month, year, so only the
 * names change. Throws RangeError on bad input.
 */
export function formatLongDate(date: string, language: Language): string {
  const { year, month, day } = readIsoDate(date);
  const { weekdays, months } = LONG_DATE_NAMES[language];
  return `${weekdays[weekdayOf(date)]}, ${day} ${months[month - 1]} ${year}`;
}

/** Minutes from midnight of an HH:mm time ('14:30' → 870). Throws RangeError on bad input. */
export function parseTime(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Expected a time as HH:mm, got '${time}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * HH:mm clock reading of minutes from a midnight. Values of a day or more wrap ('1470' → '00:30')
 * because a business date may run past midnight (spec 2 §9 "Slots").
 */
export function formatTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new RangeError(`Expected whole minutes from midnight, got ${minutes}`);
  }
  const clockMinutes = minutes % MINUTES_PER_DAY;
  return `${padNumber(Math.floor(clockMinutes / 60), 2)}:${padNumber(clockMinutes % 60, 2)}`;
}
