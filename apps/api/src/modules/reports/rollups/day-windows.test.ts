import { describe, expect, it } from 'vitest';
import { periodWindow } from '../report-sql';
import { businessPeriodWindow } from '../sold-hours';
import { dayWindows, isStorable, listDays, listUnits, windowRuns } from './day-windows';

const TZ = 'Asia/Jakarta';
const calendar = { windowOf: periodWindow, lookbackDays: 0 };
const business = { windowOf: businessPeriodWindow, lookbackDays: 1 };

describe('day windows of the report rollups (record 0031)', () => {
  it('reads a Jakarta calendar day from the UTC date before (from 17:00) and its own', () => {
    const [day] = dayWindows({ from: '2026-03-10', to: '2026-03-10' }, calendar, TZ);
    expect(day).toMatchObject({ day: '2026-03-10', firstUtcDay: '2026-03-09', lastUtcDay: '2026-03-10' });
    expect(day?.start.toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(day?.end.toISOString()).toBe('2026-03-10T17:00:00.000Z');
  });

  it('reads a UTC calendar day from its own date only: the last instant is 23:59:59.999', () => {
    const [day] = dayWindows({ from: '2026-03-10', to: '2026-03-10' }, calendar, 'UTC');
    expect(day).toMatchObject({ firstUtcDay: '2026-03-10', lastUtcDay: '2026-03-10' });
  });

  it('reads a business day (06:00 to 06:00) from a day before its start, for bookings begun then', () => {
    const [day] = dayWindows({ from: '2026-03-10', to: '2026-03-10' }, business, TZ);
    expect(day?.start.toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(day?.end.toISOString()).toBe('2026-03-10T23:00:00.000Z');
    expect(day).toMatchObject({ firstUtcDay: '2026-03-08', lastUtcDay: '2026-03-10' });
  });

  it('crosses the year end', () => {
    const days = dayWindows({ from: '2025-12-31', to: '2026-01-01' }, calendar, TZ);
    expect(days.map((one) => [one.day, one.firstUtcDay, one.lastUtcDay])).toEqual([
      ['2025-12-31', '2025-12-30', '2025-12-31'],
      ['2026-01-01', '2025-12-31', '2026-01-01'],
    ]);
  });

  it('lists one day, and 366 days of a leap year', () => {
    expect(listDays({ from: '2026-03-10', to: '2026-03-10' })).toEqual(['2026-03-10']);
    const leap = listDays({ from: '2024-01-01', to: '2024-12-31' });
    expect(leap).toHaveLength(366);
    expect(leap).toContain('2024-02-29');
  });

  it('stores a day only once its window ended by yesterday’s UTC midnight', () => {
    const now = new Date('2026-03-12T00:30:00Z');
    const window = (end: string) => ({ end: new Date(end) });
    expect(isStorable(window('2026-03-11T00:00:00Z'), now)).toBe(true);
    expect(isStorable(window('2026-03-11T00:00:00.001Z'), now)).toBe(false);
    // Jakarta's 10 March ends 10 March 17:00 UTC: stored from 12 March 00:00 UTC, not on the 11th at 23:59.
    const [day] = dayWindows({ from: '2026-03-10', to: '2026-03-10' }, calendar, TZ);
    expect(isStorable(day as { end: Date }, new Date('2026-03-11T23:59:59Z'))).toBe(false);
    expect(isStorable(day as { end: Date }, new Date('2026-03-12T00:00:00Z'))).toBe(true);
  });

  it('cuts whole calendar months only, across a leap February and the year end', () => {
    expect(listUnits({ from: '2024-01-15', to: '2024-04-30' }, 'month')).toEqual([
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2024-03-01', to: '2024-03-31' },
      { from: '2024-04-01', to: '2024-04-30' },
    ]);
    expect(listUnits({ from: '2025-12-01', to: '2026-01-30' }, 'month')).toEqual([
      { from: '2025-12-01', to: '2025-12-31' },
    ]);
    expect(listUnits({ from: '2026-03-10', to: '2026-03-10' }, 'month')).toEqual([]);
    expect(listUnits({ from: '2024-01-01', to: '2024-12-31' }, 'month')).toHaveLength(12);
    const [december] = dayWindows(
      { from: '2025-12-01', to: '2025-12-31' },
      { ...calendar, grain: 'month' },
      TZ,
    );
    expect(december).toMatchObject({
      day: '2025-12-01',
      firstUtcDay: '2025-11-30',
      lastUtcDay: '2025-12-31',
    });
  });

  it('folds windows into runs that meet end to start', () => {
    const days = dayWindows({ from: '2025-12-30', to: '2026-01-03' }, calendar, TZ);
    const [a, b, , d, e] = days;
    const runs = windowRuns([a, b, d, e].filter((one) => one !== undefined));
    expect(runs.map((run) => run.map((one) => one.day))).toEqual([
      ['2025-12-30', '2025-12-31'],
      ['2026-01-02', '2026-01-03'],
    ]);
    expect(windowRuns([])).toEqual([]);
  });
});
