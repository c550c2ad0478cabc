import { describe, expect, it } from 'vitest';
import {
  formatMonth,
  getFirstDay,
  getLastDay,
  getMonthOf,
  listMonthWeeks,
  shiftMonth,
  WEEKDAY_SHORT_NAMES,
} from './calendar-month';

describe('calendar month', () => {
  it.each([
    [{ year: 2026, month: 11 }, 1, { year: 2026, month: 12 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 3 }, -14, { year: 2025, month: 1 }],
  ])('shifts %o by %i to %o', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toEqual(expected);
  });

  it.each([
    ['2026-02-10', '2026-02-01', '2026-02-28'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2026-11-27', '2026-11-01', '2026-11-30'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('the month of %s runs %s to %s', (date, first, last) => {
    const month = getMonthOf(date);
    expect(getFirstDay(month)).toBe(first);
    expect(getLastDay(month)).toBe(last);
  });

  it('names months and weekdays in Indonesian, weeks from Monday', () => {
    expect(formatMonth({ year: 2026, month: 8 })).toBe('Agustus 2026');
    expect(WEEKDAY_SHORT_NAMES).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
  });

  it('lays November 2026 out in Monday-first weeks, padded with null', () => {
    // 1 November 2026 is a Sunday: six blanks before it.
    const weeks = listMonthWeeks({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]?.[0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('needs no padding for a month that starts on a Monday and ends on a Sunday', () => {
    // February 2027: Monday 1st to Sunday 28th.
    const weeks = listMonthWeeks({ year: 2027, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat()).not.toContain(null);
  });
});
