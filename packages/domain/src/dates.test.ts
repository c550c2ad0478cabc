import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatLongDate,
  formatTime,
  isIsoDate,
  isTime,
  isVenueDate,
  isVenueDateTime,
  parseTime,
  weekdayOf,
} from './dates';

// Independent oracle for the day arithmetic: Date in UTC, which has no zone to shift the day.
function addDaysWithDate(date: string, days: number): string {
  const utc = new Date(`${date}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

describe('isIsoDate', () => {
  it.each([
    ['2026-11-27', true],
    ['2026-01-01', true],
    ['2026-12-31', true],
    ['2024-02-29', true], // leap year
    ['2000-02-29', true], // divisible by 400
    ['2026-02-28', true],
    ['2026-02-29', false], // not a leap year
    ['1900-02-29', false], // divisible by 100, not 400
    ['2026-04-30', true],
    ['2026-04-31', false],
    ['2026-11-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-05', false],
    ['2026-01-5', false],
    ['26-01-05', false],
    ['2026/01/05', false],
    ['2026-01-05T00:00', false],
    [' 2026-01-05', false],
    ['2026-01-05\n', false],
    ['', false],
    [null, false],
    [20260105, false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('isTime', () => {
  it.each([
    ['00:00', true],
    ['09:05', true],
    ['10:00', true],
    ['23:59', true],
    ['24:00', false],
    ['23:60', false],
    ['9:00', false],
    ['09:0', false],
    ['09:00:00', false],
    ['0900', false],
    ['-1:00', false],
    ['', false],
    [undefined, false],
    [900, false],
  ])('%j → %s', (value, expected) => {
    expect(isTime(value)).toBe(expected);
  });
});

describe('isVenueDate', () => {
  it.each([
    ['2000-01-01', true],
    ['2099-12-31', true],
    ['1999-12-31', false],
    ['2100-01-01', false],
    ['9999-12-31', false],
    ['2027-02-30', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isVenueDate(value)).toBe(expected);
  });

  it('leaves room for the next day of its last date', () => {
    expect(addDays('2099-12-31', 1)).toBe('2100-01-01');
  });
});

describe('isVenueDateTime', () => {
  it.each([
    ['2027-01-15 00:00', true],
    ['2027-01-15 23:59', true],
    ['2027-01-15 24:00', false],
    ['2027-01-15T10:00', false],
    ['9999-12-31 23:30', false],
    [202701151400, false],
  ])('%j → %s', (value, expected) => {
    expect(isVenueDateTime(value)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-27', 1, '2026-11-28'],
    ['2026-11-28', -1, '2026-11-27'],
    ['2026-11-27', 0, '2026-11-27'],
    ['2026-11-30', 1, '2026-12-01'], // month end
    ['2026-12-31', 1, '2027-01-01'], // year end
    ['2027-01-01', -1, '2026-12-31'],
    ['2024-02-28', 1, '2024-02-29'], // leap day
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2026-11-27', 365, '2027-11-27'],
    ['2026-11-27', -3650, '2016-11-29'],
  ])('%s %+d days → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('agrees with UTC Date arithmetic over every day from 1999 to 2101', () => {
    const mismatches: string[] = [];
    let date = '1999-01-01';
    for (let step = 0; step < 37_000; step += 1) {
      const next = addDays(date, 1);
      if (next !== addDaysWithDate(date, 1)) mismatches.push(date);
      date = next;
    }
    expect(mismatches).toEqual([]);
    expect(date).toBe(addDaysWithDate('1999-01-01', 37_000));
  });

  it.each([
    ['2026-02-30', 1],
    ['27-11-2026', 1],
    ['2026-11-27', 0.5],
    ['2026-11-27', Number.NaN],
    ['9999-12-31', 1],
  ])('refuses %s %+d days', (date, days) => {
    expect(() => addDays(date, days)).toThrow(RangeError);
  });
});

describe('weekdayOf', () => {
  it.each([
    ['2026-11-22', 0], // Sunday
    ['2026-11-23', 1],
    ['2026-11-24', 2],
    ['2026-11-25', 3],
    ['2026-11-26', 4],
    ['2026-11-27', 5], // Friday
    ['2026-11-28', 6], // Saturday
    ['1970-01-01', 4],
    ['1969-12-31', 3], // before day zero
    ['2000-02-29', 2],
    ['1600-03-01', 3],
  ])('%s → %i', (date, expected) => {
    expect(weekdayOf(date)).toBe(expected);
  });

  it('agrees with UTC Date over every day from 1999 to 2101', () => {
    const mismatches: string[] = [];
    let date = '1999-01-01';
    for (let step = 0; step < 37_000; step += 1) {
      if (weekdayOf(date) !== new Date(`${date}T00:00:00Z`).getUTCDay()) mismatches.push(date);
      date = addDays(date, 1);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses an impossible date', () => {
    expect(() => weekdayOf('2026-02-29')).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-11-22', 'Minggu, 22 November 2026', 'Sunday, 22 November 2026'],
    ['2026-11-23', 'Senin, 23 November 2026', 'Monday, 23 November 2026'],
    ['2026-11-24', 'Selasa, 24 November 2026', 'Tuesday, 24 November 2026'],
    ['2026-11-25', 'Rabu, 25 November 2026', 'Wednesday, 25 November 2026'],
    ['2026-11-26', 'Kamis, 26 November 2026', 'Thursday, 26 November 2026'],
    ['2026-11-27', 'Jumat, 27 November 2026', 'Friday, 27 November 2026'],
    ['2026-11-28', 'Sabtu, 28 November 2026', 'Saturday, 28 November 2026'],
    ['2026-01-01', 'Kamis, 1 Januari 2026', 'Thursday, 1 January 2026'], // no leading zero on the day
    ['2026-02-09', 'Senin, 9 Februari 2026', 'Monday, 9 February 2026'],
    ['2026-03-31', 'Selasa, 31 Maret 2026', 'Tuesday, 31 March 2026'],
    ['2026-04-15', 'Rabu, 15 April 2026', 'Wednesday, 15 April 2026'],
    ['2026-05-01', 'Jumat, 1 Mei 2026', 'Friday, 1 May 2026'],
    ['2026-06-30', 'Selasa, 30 Juni 2026', 'Tuesday, 30 June 2026'],
    ['2026-07-04', 'Sabtu, 4 Juli 2026', 'Saturday, 4 July 2026'],
    ['2026-08-17', 'Senin, 17 Agustus 2026', 'Monday, 17 August 2026'],
    ['2026-09-10', 'Kamis, 10 September 2026', 'Thursday, 10 September 2026'],
    ['2026-10-28', 'Rabu, 28 Oktober 2026', 'Wednesday, 28 October 2026'],
    ['2026-12-31', 'Kamis, 31 Desember 2026', 'Thursday, 31 December 2026'],
    ['2024-02-29', 'Kamis, 29 Februari 2024', 'Thursday, 29 February 2024'],
  ])('%s → %s / %s', (date, indonesian, english) => {
    expect(formatLongDate(date, 'id')).toBe(indonesian);
    expect(formatLongDate(date, 'en')).toBe(english);
  });

  it.each(['2026-02-29', '2026-11-27 10:00', ''])('refuses %j', (date) => {
    expect(() => formatLongDate(date, 'id')).toThrow(RangeError);
    expect(() => formatLongDate(date, 'en')).toThrow(RangeError);
  });
});

describe('parseTime', () => {
  it.each([
    ['00:00', 0],
    ['00:30', 30],
    ['10:00', 600],
    ['14:30', 870],
    ['23:59', 1439],
  ])('%s → %i', (time, expected) => {
    expect(parseTime(time)).toBe(expected);
  });

  it.each(['24:00', '9:00', '10:60', ''])('refuses %j', (time) => {
    expect(() => parseTime(time)).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [600, '10:00'],
    [870, '14:30'],
    [1439, '23:59'],
    [1440, '00:00'], // midnight that ends a business date
    [1470, '00:30'], // Friday's last slot
    [1500, '01:00'], // Friday's closing
  ])('%i → %s', (minutes, expected) => {
    expect(formatTime(minutes)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d', (minutes) => {
    expect(() => formatTime(minutes)).toThrow(RangeError);
  });
});
