import { describe, expect, it } from 'vitest';
import {
  addDays,
  fitBoardColumns,
  isLabelledColumn,
  listBoardColumns,
  listCoveredColumns,
  minutesUntil,
  placeNow,
  placePeriod,
  shiftPeriod,
} from '@/features/desk/utils/board-grid';

// Jakarta is UTC+7: 10:00 local is 03:00Z.
const at = (iso: string) => new Date(iso);
const weekday = { opensAt: at('2026-11-24T03:00:00Z'), closesAt: at('2026-11-24T17:00:00Z') }; // Tue 10:00–24:00
const friday = { opensAt: at('2026-11-27T03:00:00Z'), closesAt: at('2026-11-27T18:00:00Z') }; // Fri 10:00–01:00

describe('listBoardColumns', () => {
  it.each([
    { name: 'a weekday, 10:00 to midnight', span: weekday, count: 28, first: '10:00', last: '23:30' },
    { name: 'a Friday, past midnight to 01:00', span: friday, count: 30, first: '10:00', last: '00:30' },
  ])('$name', ({ span, count, first, last }) => {
    const columns = listBoardColumns(span, 30);
    expect(columns).toHaveLength(count);
    expect(columns[0]?.label).toBe(first);
    expect(columns.at(-1)?.label).toBe(last);
  });

  it('names a column after midnight by its calendar date', () => {
    expect(listBoardColumns(friday, 30).at(-1)?.localDateTime).toBe('2026-11-28 00:30');
  });
});

describe('placePeriod', () => {
  it.each([
    {
      name: 'the first hour',
      start: '2026-11-24T03:00:00Z',
      end: '2026-11-24T04:00:00Z',
      expected: { left: 0, width: 1 / 14, isCutStart: false, isCutEnd: false },
    },
    {
      name: 'the last half hour',
      start: '2026-11-24T16:30:00Z',
      end: '2026-11-24T17:00:00Z',
      expected: { left: 13.5 / 14, width: 0.5 / 14, isCutStart: false, isCutEnd: false },
    },
    {
      name: 'a block over closing, cut at the end',
      start: '2026-11-24T16:00:00Z',
      end: '2026-11-24T19:00:00Z',
      expected: { left: 13 / 14, width: 1 / 14, isCutStart: false, isCutEnd: true },
    },
    {
      name: 'a block from before opening, cut at the start',
      start: '2026-11-24T01:00:00Z',
      end: '2026-11-24T04:00:00Z',
      expected: { left: 0, width: 1 / 14, isCutStart: true, isCutEnd: false },
    },
  ])('$name', ({ start, end, expected }) => {
    const placement = placePeriod(weekday, at(start), at(end));
    expect(placement?.left).toBeCloseTo(expected.left);
    expect(placement?.width).toBeCloseTo(expected.width);
    expect(placement?.isCutStart).toBe(expected.isCutStart);
    expect(placement?.isCutEnd).toBe(expected.isCutEnd);
  });

  it.each([
    ['ends at opening', '2026-11-24T02:00:00Z', '2026-11-24T03:00:00Z'],
    ['starts at closing', '2026-11-24T17:00:00Z', '2026-11-24T18:00:00Z'],
  ])('leaves out a block that %s', (_, start, end) => {
    expect(placePeriod(weekday, at(start), at(end))).toBeNull();
  });
});

describe('placeNow', () => {
  it.each([
    ['before opening', '2026-11-24T02:59:00Z', null],
    ['at opening', '2026-11-24T03:00:00Z', 0],
    ['halfway', '2026-11-24T10:00:00Z', 0.5],
    ['after closing', '2026-11-24T17:01:00Z', null],
  ])('%s', (_, now, expected) => {
    expect(placeNow(weekday, at(now))).toBe(expected);
  });
});

describe('minutesUntil', () => {
  it.each([
    ['45 minutes ahead', '2026-11-24T10:45:00Z', 45],
    ['29.5 minutes ahead rounds up', '2026-11-24T10:29:30Z', 30],
    ['already past', '2026-11-24T09:00:00Z', 0],
  ])('%s', (_, end, expected) => {
    expect(minutesUntil(at(end), at('2026-11-24T10:00:00Z'))).toBe(expected);
  });
});

describe('shiftPeriod', () => {
  it('keeps the length and crosses midnight in venue time', () => {
    const period = { start: at('2026-11-27T10:00:00Z'), end: at('2026-11-27T12:00:00Z') };
    expect(shiftPeriod(period, at('2026-11-27T16:00:00Z'))).toEqual({
      start_time: '2026-11-27 23:00',
      end_time: '2026-11-28 01:00',
    });
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
  ])('%s %+d → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('fitBoardColumns', () => {
  // 30 half hours: a day from 10:00 to 01:00. The widths are what the board has beside its unit column.
  it.each([
    { name: 'at 1280 px the day fits, every hour written', available: 822, columnPx: 27, labelEvery: 2 },
    {
      name: 'at 768 px the day still fits, every other hour written',
      available: 540,
      columnPx: 18,
      labelEvery: 4,
    },
    { name: 'just fitting at 16 px, every other hour written', available: 480, columnPx: 16, labelEvery: 4 },
    { name: 'a phone scrolls, at columns wide enough to tap', available: 150, columnPx: 24, labelEvery: 2 },
    {
      name: 'a wide screen stops at 64 px, every half hour written',
      available: 4000,
      columnPx: 64,
      labelEvery: 1,
    },
    { name: 'before the board is measured', available: null, columnPx: 64, labelEvery: 1 },
  ])('$name', ({ available, columnPx, labelEvery }) => {
    expect(fitBoardColumns(available, 30)).toEqual({ columnPx, labelEvery });
  });

  it('writes the half hours only where they fit', () => {
    const columns = listBoardColumns(weekday, 30).slice(0, 5); // 10:00 … 12:00
    expect(columns.filter((column) => isLabelledColumn(column, 1)).map((c) => c.label)).toHaveLength(5);
    expect(columns.filter((column) => isLabelledColumn(column, 2)).map((c) => c.label)).toEqual([
      '10:00',
      '11:00',
      '12:00',
    ]);
    expect(columns.filter((column) => isLabelledColumn(column, 4)).map((c) => c.label)).toEqual([
      '10:00',
      '12:00',
    ]);
  });
});

describe('listCoveredColumns', () => {
  // A Saturday 10:00–13:00 in half hours: columns 0 (10:00) to 5 (12:30).
  const span = { opensAt: new Date('2026-11-28T03:00:00Z'), closesAt: new Date('2026-11-28T06:00:00Z') };
  const columns = listBoardColumns(span, 30);
  const at = (utc: string) => new Date(`2026-11-28T${utc}:00Z`).toISOString();
  it.each<[string, { start_at: string; end_at: string; status: string }[], number[]]>([
    ['nothing', [], []],
    ['a paid hour from 10:30', [{ start_at: at('03:30'), end_at: at('04:30'), status: 'confirmed' }], [1, 2]],
    [
      'a hold over the last half hour',
      [{ start_at: at('05:30'), end_at: at('06:00'), status: 'pending' }],
      [5],
    ],
    [
      'a party playing from 10:15 to 10:45',
      [{ start_at: at('03:15'), end_at: at('03:45'), status: 'ongoing' }],
      [0, 1],
    ],
    [
      'one that ends as a column starts',
      [{ start_at: at('02:00'), end_at: at('03:00'), status: 'confirmed' }],
      [],
    ],
    [
      'a cancelled one, a no-show, one finished',
      [
        { start_at: at('03:00'), end_at: at('04:00'), status: 'cancelled' },
        { start_at: at('04:00'), end_at: at('05:00'), status: 'completed' },
        { start_at: at('05:00'), end_at: at('06:00'), status: 'refunded' },
      ],
      [],
    ],
  ])('%s covers %j', (_label, occupants, expected) => {
    expect([...listCoveredColumns(columns, span, occupants)]).toEqual(expected);
  });
});
