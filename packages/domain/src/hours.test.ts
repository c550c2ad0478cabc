import { describe, expect, it } from 'vitest';
import {
  type BusyInterval,
  classifySlots,
  findBusinessDate,
  findSlotTime,
  getBookingPeriod,
  getBusinessWindow,
  getOpeningHours,
  hasFreeSlot,
  isWithinBusinessHours,
  listDurations,
  listSlotTimes,
  type OccupiedInterval,
  OPENING_HOURS,
  type SlotState,
  toInstant,
  toLocalDateTime,
} from './hours';

// Week of 2026-11-22: Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27, Sat 28, Sun 29, Mon 30.
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const JAKARTA = 'Asia/Jakarta';

// Jakarta instants written independently of toInstant: a fixed +07:00 offset.
function at(localDateTime: string): Date {
  return new Date(`${localDateTime.replace(' ', 'T')}:00+07:00`);
}

function busy(start: string, end: string): BusyInterval {
  return { start: at(start), end: at(end) };
}

function occupied(start: string, end: string, status: OccupiedInterval['status']): OccupiedInterval {
  return { ...busy(start, end), status };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

describe('OPENING_HOURS and getOpeningHours', () => {
  // spec 2 §9 "Operating hours"
  it.each([
    ['Sunday', SUNDAY, 600, 1440],
    ['Monday', MONDAY, 600, 1440],
    ['Tuesday', TUESDAY, 600, 1440],
    ['Wednesday', WEDNESDAY, 600, 1440],
    ['Thursday', THURSDAY, 600, 1440],
    ['Friday', FRIDAY, 840, 1500],
    ['Saturday', SATURDAY, 600, 1500],
  ])('%s %s opens at %i and closes at %i', (_, date, opensAt, closesAt) => {
    expect(getOpeningHours(date)).toEqual({ opensAt, closesAt });
  });

  // findBusinessDate relies on this: a night's closing never reaches the next business date's opening.
  it.each([0, 1, 2, 3, 4, 5, 6] as const)('closes weekday %i before the next one opens', (weekday) => {
    const next = ((weekday + 1) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
    const [tonight, tomorrow] = [OPENING_HOURS[weekday], OPENING_HOURS[next]];
    if (!tonight || !tomorrow) throw new Error('the spec’s hours open every day');
    expect(tonight.closesAt - 1440).toBeLessThanOrEqual(tomorrow.opensAt);
  });

  it('hands out a copy, so callers cannot change the table', () => {
    const hours = getOpeningHours(FRIDAY);
    hours.closesAt = 9999;
    expect(OPENING_HOURS[5]?.closesAt).toBe(1500);
    expect(getOpeningHours(FRIDAY).closesAt).toBe(1500);
  });

  it('refuses an impossible date', () => {
    expect(() => getOpeningHours('2026-02-29')).toThrow(RangeError);
  });
});

describe('listSlotTimes', () => {
  it.each([
    ['Sunday', SUNDAY, 28, '10:00', '23:30', '2026-11-22 23:30'],
    ['Monday', MONDAY, 28, '10:00', '23:30', '2026-11-23 23:30'],
    ['Thursday', THURSDAY, 28, '10:00', '23:30', '2026-11-26 23:30'],
    ['Friday', FRIDAY, 22, '14:00', '00:30', '2026-11-28 00:30'],
    ['Saturday', SATURDAY, 30, '10:00', '00:30', '2026-11-29 00:30'],
    ['Friday at year end', '2027-12-31', 22, '14:00', '00:30', '2028-01-01 00:30'],
    ['Saturday at month end', '2026-10-31', 30, '10:00', '00:30', '2026-11-01 00:30'],
  ])('%s %s: %i slots from %s to %s (%s)', (_, date, count, first, last, lastFullDate) => {
    const slots = listSlotTimes(date);
    expect(slots).toHaveLength(count);
    expect(slots[0]?.time).toBe(first);
    expect(slots.at(-1)?.time).toBe(last);
    expect(slots.at(-1)?.fullDate).toBe(lastFullDate);
  });

  it('runs Friday past midnight onto Saturday, the last slot 30 minutes before 01:00', () => {
    expect(listSlotTimes(FRIDAY).slice(-3)).toEqual([
      { time: '23:30', minutes: 1410, calendarDate: FRIDAY, fullDate: '2026-11-27 23:30' },
      { time: '00:00', minutes: 1440, calendarDate: SATURDAY, fullDate: '2026-11-28 00:00' },
      { time: '00:30', minutes: 1470, calendarDate: SATURDAY, fullDate: '2026-11-28 00:30' },
    ]);
  });

  it('starts Friday at 14:00 and Monday at 10:00', () => {
    expect(listSlotTimes(FRIDAY)[0]).toEqual({
      time: '14:00',
      minutes: 840,
      calendarDate: FRIDAY,
      fullDate: '2026-11-27 14:00',
    });
    expect(listSlotTimes(MONDAY)[0]).toEqual({
      time: '10:00',
      minutes: 600,
      calendarDate: MONDAY,
      fullDate: '2026-11-23 10:00',
    });
  });

  it.each([SUNDAY, MONDAY, TUESDAY, WEDNESDAY, THURSDAY])(
    'gives %s no slot after 23:30 (00:00 belongs to the next, closed, calendar date)',
    (date) => {
      const slots = listSlotTimes(date);
      expect(slots.map((slot) => slot.time)).not.toContain('00:00');
      expect(slots.every((slot) => slot.calendarDate === date)).toBe(true);
    },
  );

  it.each([SUNDAY, MONDAY, FRIDAY, SATURDAY])('steps %s by 30 minutes with matching fields', (date) => {
    const slots = listSlotTimes(date);
    slots.forEach((slot, index) => {
      expect(slot.minutes).toBe(getOpeningHours(date).opensAt + index * 30);
      expect(slot.fullDate).toBe(`${slot.calendarDate} ${slot.time}`);
    });
  });
});

describe('findSlotTime', () => {
  it.each([
    [FRIDAY, '14:00', '2026-11-27 14:00'],
    [FRIDAY, '23:30', '2026-11-27 23:30'],
    [FRIDAY, '00:00', '2026-11-28 00:00'],
    [FRIDAY, '00:30', '2026-11-28 00:30'],
    [FRIDAY, '01:00', null], // closing
    [FRIDAY, '13:30', null], // before opening, read as Saturday 13:30
    [FRIDAY, '14:15', null], // off the 30-minute grid
    [MONDAY, '10:00', '2026-11-23 10:00'],
    [MONDAY, '23:30', '2026-11-23 23:30'],
    [MONDAY, '00:00', null],
    [MONDAY, '09:30', null],
    [SATURDAY, '00:30', '2026-11-29 00:30'],
  ])('%s %s → %s', (date, startTime, expected) => {
    expect(findSlotTime(date, startTime)?.fullDate ?? null).toBe(expected);
  });

  it('refuses a malformed time', () => {
    expect(() => findSlotTime(FRIDAY, '24:00')).toThrow(RangeError);
  });
});

describe('getBookingPeriod', () => {
  it.each([
    [WEDNESDAY, '14:00', 2, { start: '2026-11-25 14:00', end: '2026-11-25 16:00' }],
    [MONDAY, '22:00', 2, { start: '2026-11-23 22:00', end: '2026-11-24 00:00' }],
    [FRIDAY, '23:30', 1, { start: '2026-11-27 23:30', end: '2026-11-28 00:30' }],
    [FRIDAY, '00:00', 1, { start: '2026-11-28 00:00', end: '2026-11-28 01:00' }],
    [SATURDAY, '23:00', 3, { start: '2026-11-28 23:00', end: '2026-11-29 02:00' }],
  ])('%s %s for %i h', (date, startTime, hours, expected) => {
    expect(getBookingPeriod(date, startTime, hours)).toEqual(expected);
  });

  it.each([
    [MONDAY, '00:00', 1], // not a slot on Monday
    [WEDNESDAY, '14:15', 1], // off the grid
    [WEDNESDAY, '14:00', 0],
    [WEDNESDAY, '14:00', 1.5],
  ])('%s %s for %s h has no period', (date, startTime, hours) => {
    expect(getBookingPeriod(date, startTime, hours)).toBeNull();
  });
});

describe('toInstant', () => {
  it.each([
    ['2026-11-27 14:00', JAKARTA, '2026-11-27T07:00:00.000Z'],
    ['2026-11-28 00:00', JAKARTA, '2026-11-27T17:00:00.000Z'], // midnight
    ['2026-11-28 00:30', JAKARTA, '2026-11-27T17:30:00.000Z'],
    ['2026-11-28 01:00', JAKARTA, '2026-11-27T18:00:00.000Z'],
    ['2026-01-01 06:59', JAKARTA, '2025-12-31T23:59:00.000Z'], // year boundary in UTC
    ['2026-11-27 14:00', 'UTC', '2026-11-27T14:00:00.000Z'],
    ['2026-11-27 14:00', 'Asia/Makassar', '2026-11-27T06:00:00.000Z'], // WITA, UTC+8
    ['2026-11-27 14:00', 'Asia/Jayapura', '2026-11-27T05:00:00.000Z'], // WIT, UTC+9
    ['2026-11-27 14:00', 'Asia/Kolkata', '2026-11-27T08:30:00.000Z'], // half-hour offset
    ['2026-11-27 14:00', '+07:00', '2026-11-27T07:00:00.000Z'],
    ['2026-01-15 14:00', 'America/New_York', '2026-01-15T19:00:00.000Z'], // EST
    ['2026-07-15 14:00', 'America/New_York', '2026-07-15T18:00:00.000Z'], // EDT
    ['2026-03-08 02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'], // skipped: moves to 03:30 EDT
    ['0050-01-01 00:00', 'UTC', '0050-01-01T00:00:00.000Z'], // not read as 1950
  ])('%s in %s → %s', (localDateTime, timeZone, expected) => {
    expect(toInstant(localDateTime, timeZone).toISOString()).toBe(expected);
  });

  it.each([
    ['2026-11-27T14:00', JAKARTA],
    ['2026-11-27 14:00:00', JAKARTA],
    ['2026-02-29 14:00', JAKARTA],
    ['2026-11-27 24:00', JAKARTA],
    ['2026-11-27', JAKARTA],
    ['2026-11-27 14:00', 'Mars/Olympus'],
    ['2026-11-27 14:00', ''],
  ])('refuses %j in %j', (localDateTime, timeZone) => {
    expect(() => toInstant(localDateTime, timeZone)).toThrow(RangeError);
    // A refusal is not remembered as an answer: asked again, it is refused again.
    expect(() => toInstant(localDateTime, timeZone)).toThrow(RangeError);
  });

  it('answers a time asked again with the same instant, in a Date of its own', () => {
    const first = toInstant('2026-11-28 19:00', JAKARTA);
    first.setTime(0);
    const again = toInstant('2026-11-28 19:00', JAKARTA);
    expect(again.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(toInstant('2026-11-28 19:00', 'Asia/Makassar').toISOString()).toBe('2026-11-28T11:00:00.000Z');
  });
});

describe('toLocalDateTime', () => {
  it.each([
    ['2026-11-27T07:00:00.000Z', JAKARTA, '2026-11-27 14:00'],
    ['2026-11-27T16:59:59.999Z', JAKARTA, '2026-11-27 23:59'], // seconds dropped, not rounded
    ['2026-11-27T17:00:00.000Z', JAKARTA, '2026-11-28 00:00'],
    ['2026-11-27T17:30:00.000Z', JAKARTA, '2026-11-28 00:30'],
    ['2025-12-31T17:00:00.000Z', JAKARTA, '2026-01-01 00:00'],
    ['2026-11-27T17:30:00.000Z', 'UTC', '2026-11-27 17:30'],
    ['2026-11-27T17:30:00.000Z', 'Asia/Makassar', '2026-11-28 01:30'],
    ['2026-11-27T17:30:00.000Z', 'America/New_York', '2026-11-27 12:30'],
  ])('%s in %s → %s', (iso, timeZone, expected) => {
    expect(toLocalDateTime(new Date(iso), timeZone)).toBe(expected);
  });

  it.each([JAKARTA, 'UTC', 'Asia/Kolkata', 'America/New_York'])(
    'round-trips every slot of Friday and Saturday in %s',
    (timeZone) => {
      for (const slot of [...listSlotTimes(FRIDAY), ...listSlotTimes(SATURDAY)]) {
        expect(toLocalDateTime(toInstant(slot.fullDate, timeZone), timeZone)).toBe(slot.fullDate);
      }
    },
  );

  it('refuses an invalid Date and an unknown zone', () => {
    expect(() => toLocalDateTime(new Date(Number.NaN), JAKARTA)).toThrow(RangeError);
    expect(() => toLocalDateTime(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('getBusinessWindow', () => {
  it.each([
    ['Friday', FRIDAY, JAKARTA, '2026-11-27T07:00:00.000Z', '2026-11-27T18:00:00.000Z'],
    ['Saturday', SATURDAY, JAKARTA, '2026-11-28T03:00:00.000Z', '2026-11-28T18:00:00.000Z'],
    ['Sunday', '2026-11-29', JAKARTA, '2026-11-29T03:00:00.000Z', '2026-11-29T17:00:00.000Z'],
    ['Monday', MONDAY, JAKARTA, '2026-11-23T03:00:00.000Z', '2026-11-23T17:00:00.000Z'],
    ['Friday in UTC', FRIDAY, 'UTC', '2026-11-27T14:00:00.000Z', '2026-11-28T01:00:00.000Z'],
    ['Thursday at year end', '2026-12-31', JAKARTA, '2026-12-31T03:00:00.000Z', '2026-12-31T17:00:00.000Z'],
    // Closing 01:00 on the night DST starts (02:00) is still EST.
    [
      'Saturday before DST',
      '2026-03-07',
      'America/New_York',
      '2026-03-07T15:00:00.000Z',
      '2026-03-08T06:00:00.000Z',
    ],
  ])('%s %s in %s: %s to %s', (_, date, timeZone, opensAt, closesAt) => {
    const window = getBusinessWindow(date, timeZone);
    expect(window.opensAt.toISOString()).toBe(opensAt);
    expect(window.closesAt.toISOString()).toBe(closesAt);
  });
});

describe('findBusinessDate', () => {
  it.each([
    ['2026-11-27 13:59', null], // Friday before opening; Thursday closed at 00:00
    ['2026-11-27 14:00', FRIDAY],
    ['2026-11-27 23:59', FRIDAY],
    ['2026-11-28 00:00', FRIDAY], // after midnight still Friday's
    ['2026-11-28 00:30', FRIDAY],
    ['2026-11-28 00:59', FRIDAY],
    ['2026-11-28 01:00', null], // Friday's closing
    ['2026-11-28 09:59', null],
    ['2026-11-28 10:00', SATURDAY],
    ['2026-11-29 00:30', SATURDAY],
    ['2026-11-29 01:00', null],
    ['2026-11-29 10:00', '2026-11-29'],
    ['2026-11-30 00:00', null], // Sunday closed at 00:00
    ['2026-11-23 09:59', null],
    ['2026-11-23 10:00', MONDAY],
    ['2026-11-23 23:59', MONDAY],
    ['2026-11-24 00:00', null], // Tuesday: Monday closed at 00:00
    ['2026-11-24 00:30', null],
    ['2026-11-27 00:30', null], // Friday's calendar night belongs to Thursday, closed
    ['2028-01-01 00:30', '2027-12-31'], // Friday at year end
  ])('%s → %s', (localDateTime, expected) => {
    expect(findBusinessDate(localDateTime)).toBe(expected);
  });

  it.each([
    ['2026-11-27T17:30:00.000Z', JAKARTA, FRIDAY], // Saturday 00:30 in Jakarta
    ['2026-11-27T18:00:00.000Z', JAKARTA, null], // Saturday 01:00 in Jakarta
    ['2026-11-27T18:00:00.000Z', 'UTC', FRIDAY], // Friday 18:00 in UTC
    ['2026-11-27T17:30:00.000Z', 'Asia/Makassar', null], // Saturday 01:30 in Makassar
  ])('instant %s in %s → %s', (iso, timeZone, expected) => {
    expect(findBusinessDate(new Date(iso), timeZone)).toBe(expected);
  });

  it('refuses malformed input and an instant without a zone', () => {
    expect(() => findBusinessDate('2026-11-28T00:30')).toThrow(RangeError);
    const withoutZone = findBusinessDate as unknown as (instant: Date) => string | null;
    expect(() => withoutZone(new Date())).toThrow(TypeError);
  });
});

describe('listDurations', () => {
  // spec 2 §9 "Slots": Fri and Sat run to 01:00; other days cannot exceed 24:00.
  it.each([
    ['Friday opening', FRIDAY, '14:00', range(1, 11)],
    ['Friday', FRIDAY, '22:00', [1, 2, 3]],
    ['Friday', FRIDAY, '23:00', [1, 2]],
    ['Friday', FRIDAY, '23:30', [1]],
    ['Friday after midnight', FRIDAY, '00:00', [1]],
    ['Friday last slot', FRIDAY, '00:30', []],
    ['Friday closing', FRIDAY, '01:00', []],
    ['Friday before opening', FRIDAY, '13:30', []],
    ['Friday off the grid', FRIDAY, '14:15', []],
    ['Saturday opening', SATURDAY, '10:00', range(1, 15)],
    ['Saturday', SATURDAY, '23:00', [1, 2]],
    ['Saturday after midnight', SATURDAY, '00:00', [1]],
    ['Sunday', SUNDAY, '23:00', [1]],
    ['Sunday after midnight', SUNDAY, '00:00', []],
    ['Monday opening', MONDAY, '10:00', range(1, 14)],
    ['Monday before opening', MONDAY, '09:30', []],
    ['Monday', MONDAY, '22:00', [1, 2]],
    ['Monday', MONDAY, '22:30', [1]],
    ['Monday', MONDAY, '23:00', [1]],
    ['Monday last slot', MONDAY, '23:30', []],
    ['Monday midnight', MONDAY, '00:00', []],
    ['Thursday', THURSDAY, '23:00', [1]],
  ])('%s %s %s → %j', (_, date, startTime, expected) => {
    expect(listDurations({ date, startTime, busy: [], timeZone: JAKARTA })).toEqual(expected);
  });

  it.each([
    ['no cap', FRIDAY, '14:00', undefined, range(1, 11)],
    ['cap 2', FRIDAY, '14:00', 2, [1, 2]],
    ['cap 1', FRIDAY, '14:00', 1, [1]],
    ['cap 0', FRIDAY, '14:00', 0, []],
    ['closing before cap', FRIDAY, '23:00', 5, [1, 2]],
    ['cap equals what fits', FRIDAY, '23:00', 2, [1, 2]],
  ])('%s: %s %s maxHours %s → %j', (_, date, startTime, maxHours, expected) => {
    expect(listDurations({ date, startTime, busy: [], timeZone: JAKARTA, maxHours })).toEqual(expected);
  });

  // Friday 20:00 can run 5 hours to Saturday 01:00 when nothing is in the way.
  it.each([
    ['nothing busy', [], range(1, 5)],
    ['busy ending exactly at the start', [busy('2026-11-27 18:00', '2026-11-27 20:00')], range(1, 5)],
    ['busy over the start', [busy('2026-11-27 19:00', '2026-11-27 20:30')], []],
    ['busy starting at the start', [busy('2026-11-27 20:00', '2026-11-27 20:30')], []],
    ['busy from 20:59', [busy('2026-11-27 20:59', '2026-11-27 21:30')], []],
    ['busy from 21:00 (back-to-back)', [busy('2026-11-27 21:00', '2026-11-27 21:30')], [1]],
    ['busy from 22:00', [busy('2026-11-27 22:00', '2026-11-27 23:00')], [1, 2]],
    ['busy after midnight', [busy('2026-11-28 00:30', '2026-11-28 01:00')], [1, 2, 3, 4]],
    ['busy after closing', [busy('2026-11-28 01:00', '2026-11-28 02:00')], range(1, 5)],
    ['busy earlier only', [busy('2026-11-27 14:00', '2026-11-27 19:30')], range(1, 5)],
    [
      'two busy, unsorted',
      [busy('2026-11-27 23:00', '2026-11-27 23:30'), busy('2026-11-27 21:30', '2026-11-27 22:00')],
      [1],
    ],
    ['busy all business date', [busy('2026-11-27 14:00', '2026-11-28 01:00')], []],
  ])('Friday 20:00 with %s → %j', (_, busyIntervals, expected) => {
    expect(
      listDurations({ date: FRIDAY, startTime: '20:00', busy: busyIntervals, timeZone: JAKARTA }),
    ).toEqual(expected);
  });

  it.each([
    // '00:00' on Friday's business date is Saturday 00:00, not the night before Friday.
    ['busy Saturday 00:00–00:30', busy('2026-11-28 00:00', '2026-11-28 00:30'), []],
    ['busy Friday 00:00–00:30 (calendar)', busy('2026-11-27 00:00', '2026-11-27 00:30'), [1]],
    ['busy Friday 23:00–Saturday 00:00', busy('2026-11-27 23:00', '2026-11-28 00:00'), [1]],
  ])('Friday 00:00 with %s → %j', (_, interval, expected) => {
    expect(listDurations({ date: FRIDAY, startTime: '00:00', busy: [interval], timeZone: JAKARTA })).toEqual(
      expected,
    );
  });

  it.each([
    // The same instants mean different venue-local hours in different zones.
    ['UTC', 'UTC', [1]],
    ['Jakarta', JAKARTA, [1, 2]],
  ])('reads the start in the venue zone (%s)', (_, timeZone, expected) => {
    const interval = { start: new Date('2026-11-28T00:00:00Z'), end: new Date('2026-11-28T00:30:00Z') };
    expect(listDurations({ date: FRIDAY, startTime: '23:00', busy: [interval], timeZone })).toEqual(expected);
  });

  it('refuses malformed input rather than ignoring it', () => {
    expect(() => listDurations({ date: FRIDAY, startTime: '2pm', busy: [], timeZone: JAKARTA })).toThrow(
      RangeError,
    );
    expect(() =>
      listDurations({ date: '2026-02-30', startTime: '14:00', busy: [], timeZone: JAKARTA }),
    ).toThrow(RangeError);
    const invalid = { start: new Date(Number.NaN), end: at('2026-11-27 21:00') };
    expect(() =>
      listDurations({ date: FRIDAY, startTime: '20:00', busy: [invalid], timeZone: JAKARTA }),
    ).toThrow(RangeError);
  });
});

describe('classifySlots', () => {
  // A: available, C: taken (confirmed), P: on hold (pending), X: past.
  function summarize(slots: SlotState[]): Record<string, string> {
    return Object.fromEntries(
      slots.map((slot) => {
        if (slot.is_confirmed && slot.is_pending) return [slot.time, 'both flags set'];
        if (slot.is_available) return [slot.time, slot.is_confirmed || slot.is_pending ? 'A with flag' : 'A'];
        return [slot.time, slot.is_confirmed ? 'C' : slot.is_pending ? 'P' : 'X'];
      }),
    );
  }

  function expectedStates(
    date: string,
    states: Record<string, string>,
    fallback = 'A',
  ): Record<string, string> {
    return Object.fromEntries(listSlotTimes(date).map((slot) => [slot.time, states[slot.time] ?? fallback]));
  }

  const beforeFriday = at('2026-11-26 12:00');

  it('answers the spec 2 §3 "Time slot" shape for every Friday slot', () => {
    const slots = classifySlots({ date: FRIDAY, timeZone: JAKARTA, now: beforeFriday, occupied: [] });
    expect(slots).toHaveLength(22);
    expect(slots[0]).toEqual({
      time: '14:00',
      full_date: '2026-11-27 14:00',
      is_available: true,
      is_confirmed: false,
      is_pending: false,
    });
    expect(slots.at(-1)).toEqual({
      time: '00:30',
      full_date: '2026-11-28 00:30',
      is_available: true,
      is_confirmed: false,
      is_pending: false,
    });
  });

  it.each([
    ['a day before', '2026-11-26 12:00', 0, '14:00'],
    ['exactly at opening', '2026-11-27 14:00', 0, '14:00'],
    ['a minute after opening', '2026-11-27 14:01', 0, '14:30'],
    ['exactly at a slot start', '2026-11-27 18:00', 0, '18:00'],
    ['a second after a slot start', '2026-11-27 18:00', 1, '18:30'],
    ['after midnight', '2026-11-28 00:15', 0, '00:30'],
    ['at the last slot', '2026-11-28 00:30', 0, '00:30'],
    ['a second after the last slot', '2026-11-28 00:30', 1, null],
    ['at closing', '2026-11-28 01:00', 0, null],
  ])('marks slots that start before now as past (%s: %s +%is)', (_, now, seconds, firstAvailable) => {
    const nowInstant = new Date(at(now).getTime() + seconds * 1000);
    const slots = classifySlots({ date: FRIDAY, timeZone: JAKARTA, now: nowInstant, occupied: [] });
    const times = listSlotTimes(FRIDAY).map((slot) => slot.time);
    const firstIndex = firstAvailable === null ? times.length : times.indexOf(firstAvailable);
    expect(firstIndex).toBeGreaterThanOrEqual(0);
    expect(summarize(slots)).toEqual(
      Object.fromEntries(times.map((time, index) => [time, index < firstIndex ? 'X' : 'A'])),
    );
  });

  it.each([
    ['nothing occupied', [], {}],
    [
      'confirmed 20:00–21:00',
      [occupied('2026-11-27 20:00', '2026-11-27 21:00', 'confirmed')],
      { '20:00': 'C', '20:30': 'C' },
    ],
    [
      'pending 20:00–21:00',
      [occupied('2026-11-27 20:00', '2026-11-27 21:00', 'pending')],
      { '20:00': 'P', '20:30': 'P' },
    ],
    [
      'confirmed inside one slot',
      [occupied('2026-11-27 20:10', '2026-11-27 20:20', 'confirmed')],
      { '20:00': 'C' },
    ],
    [
      'confirmed ending 20:01',
      [occupied('2026-11-27 19:00', '2026-11-27 20:01', 'confirmed')],
      { '19:00': 'C', '19:30': 'C', '20:00': 'C' },
    ],
    [
      'pending after midnight',
      [occupied('2026-11-28 00:00', '2026-11-28 01:00', 'pending')],
      { '00:00': 'P', '00:30': 'P' },
    ],
    ['confirmed before opening only', [occupied('2026-11-27 12:00', '2026-11-27 14:00', 'confirmed')], {}],
    ['confirmed after closing only', [occupied('2026-11-28 01:00', '2026-11-28 02:00', 'confirmed')], {}],
    [
      'pending and confirmed on one slot',
      [
        occupied('2026-11-27 20:00', '2026-11-27 21:00', 'pending'),
        occupied('2026-11-27 20:30', '2026-11-27 21:30', 'confirmed'),
      ],
      { '20:00': 'P', '20:30': 'C', '21:00': 'C' },
    ],
  ])('Friday with %s', (_, occupiedIntervals, states) => {
    const slots = classifySlots({
      date: FRIDAY,
      timeZone: JAKARTA,
      now: beforeFriday,
      occupied: occupiedIntervals,
    });
    expect(summarize(slots)).toEqual(expectedStates(FRIDAY, states));
  });

  it('keeps is_confirmed on a past slot', () => {
    const slots = classifySlots({
      date: FRIDAY,
      timeZone: JAKARTA,
      now: at('2026-11-27 16:00'),
      occupied: [occupied('2026-11-27 14:00', '2026-11-27 15:00', 'confirmed')],
    });
    expect(slots[0]).toMatchObject({
      time: '14:00',
      is_available: false,
      is_confirmed: true,
      is_pending: false,
    });
    expect(slots[2]).toMatchObject({
      time: '15:00',
      is_available: false,
      is_confirmed: false,
      is_pending: false,
    });
  });

  it('gives Monday no slot for a booking on Tuesday 00:00', () => {
    const slots = classifySlots({
      date: MONDAY,
      timeZone: JAKARTA,
      now: at('2026-11-22 12:00'),
      occupied: [occupied('2026-11-24 00:00', '2026-11-24 01:00', 'confirmed')],
    });
    expect(summarize(slots)).toEqual(expectedStates(MONDAY, {}));
    expect(slots.at(-1)?.time).toBe('23:30');
  });

  it('reads slots in the venue zone', () => {
    // 14:00Z is 14:00 in UTC but 21:00 in Jakarta.
    const interval: OccupiedInterval = {
      start: new Date('2026-11-27T14:00:00Z'),
      end: new Date('2026-11-27T14:30:00Z'),
      status: 'confirmed',
    };
    const inUtc = classifySlots({ date: FRIDAY, timeZone: 'UTC', now: beforeFriday, occupied: [interval] });
    const inJakarta = classifySlots({
      date: FRIDAY,
      timeZone: JAKARTA,
      now: beforeFriday,
      occupied: [interval],
    });
    expect(summarize(inUtc)).toEqual(expectedStates(FRIDAY, { '14:00': 'C' }));
    expect(summarize(inJakarta)).toEqual(expectedStates(FRIDAY, { '21:00': 'C' }));
  });
});

describe('hasFreeSlot', () => {
  const whole = (start: string, end: string) => occupied(start, end, 'confirmed');
  // A month of bookings around Friday, as get-availability-day reads them for its days.
  const month = [
    whole('2026-11-20 14:00', '2026-11-21 01:00'),
    whole('2026-11-26 10:00', '2026-11-26 22:00'),
    whole('2026-12-04 14:00', '2026-12-04 18:00'),
  ];

  it.each<[string, string, OccupiedInterval[], boolean]>([
    ['nothing occupied, a day before', '2026-11-26 12:00', [], true],
    ['nothing occupied, at the last slot', '2026-11-28 00:30', [], true],
    ['nothing occupied, a minute after the last slot', '2026-11-28 00:31', [], false],
    ['nothing occupied, at closing', '2026-11-28 01:00', [], false],
    ['the whole evening booked', '2026-11-26 12:00', [whole('2026-11-27 14:00', '2026-11-28 01:00')], false],
    [
      'all but the last slot booked',
      '2026-11-26 12:00',
      [whole('2026-11-27 14:00', '2026-11-28 00:30')],
      true,
    ],
    [
      'the last slot free but past',
      '2026-11-28 00:31',
      [whole('2026-11-27 14:00', '2026-11-28 00:30')],
      false,
    ],
    [
      'a hold over the whole evening',
      '2026-11-26 12:00',
      [occupied('2026-11-27 14:00', '2026-11-28 01:00', 'pending')],
      false,
    ],
    ['only the month’s other days booked', '2026-11-26 12:00', month, true],
    [
      'the month with this evening booked',
      '2026-11-26 12:00',
      [...month, whole('2026-11-27 12:00', '2026-11-28 02:00')],
      false,
    ],
  ])('Friday with %s (now %s): %s', (_, now, intervals, expected) => {
    const input = { date: FRIDAY, timeZone: JAKARTA, now: at(now), occupied: intervals };
    expect(hasFreeSlot(input)).toBe(expected);
    // The same answer as looking at every slot.
    expect(classifySlots(input).some((slot) => slot.is_available)).toBe(expected);
  });

  it('refuses an invalid interval or now, as classifySlots does', () => {
    const input = { date: FRIDAY, timeZone: JAKARTA, now: at('2026-11-26 12:00'), occupied: [] };
    expect(() => hasFreeSlot({ ...input, now: new Date(Number.NaN) })).toThrow(RangeError);
    const broken = { start: new Date(Number.NaN), end: at('2026-11-27 15:00'), status: 'confirmed' as const };
    expect(() => hasFreeSlot({ ...input, occupied: [broken] })).toThrow(RangeError);
  });
});

describe('isWithinBusinessHours', () => {
  it.each([
    ['Friday 14:00–15:00', '2026-11-27 14:00', '2026-11-27 15:00', true],
    ['Friday 13:30–14:30 (before opening)', '2026-11-27 13:30', '2026-11-27 14:30', false],
    ['Friday 23:00–Saturday 01:00', '2026-11-27 23:00', '2026-11-28 01:00', true],
    ['Friday 23:30–Saturday 01:30 (past closing)', '2026-11-27 23:30', '2026-11-28 01:30', false],
    ['Saturday 00:30–01:00 (Friday night)', '2026-11-28 00:30', '2026-11-28 01:00', true],
    ['Friday 22:00–Saturday 11:00 (two business dates)', '2026-11-27 22:00', '2026-11-28 11:00', false],
    ['Saturday 09:00–10:30', '2026-11-28 09:00', '2026-11-28 10:30', false],
    ['Saturday 10:00–Sunday 01:00 (whole day)', '2026-11-28 10:00', '2026-11-29 01:00', true],
    ['Monday 23:00–Tuesday 00:00', '2026-11-23 23:00', '2026-11-24 00:00', true],
    ['Monday 23:00–Tuesday 00:30', '2026-11-23 23:00', '2026-11-24 00:30', false],
    ['Tuesday 00:00–01:00', '2026-11-24 00:00', '2026-11-24 01:00', false],
    ['Monday 10:00–Tuesday 00:00 (whole day)', '2026-11-23 10:00', '2026-11-24 00:00', true],
    ['zero length', '2026-11-27 15:00', '2026-11-27 15:00', false],
    ['end before start', '2026-11-27 16:00', '2026-11-27 15:00', false],
  ])('%s in Jakarta: %s to %s → %s', (_, start, end, expected) => {
    expect(isWithinBusinessHours({ start: at(start), end: at(end), timeZone: JAKARTA })).toBe(expected);
  });

  it.each([
    ['UTC', 'UTC', true], // Friday 23:00–Saturday 01:00 local
    ['Jakarta', JAKARTA, false], // Saturday 06:00–08:00 local
  ])('reads the instants in the venue zone (%s)', (_, timeZone, expected) => {
    const start = new Date('2026-11-27T23:00:00Z');
    const end = new Date('2026-11-28T01:00:00Z');
    expect(isWithinBusinessHours({ start, end, timeZone })).toBe(expected);
  });

  it('refuses a second before opening and a second past closing', () => {
    const opening = at('2026-11-27 14:00');
    const closing = at('2026-11-28 01:00');
    expect(
      isWithinBusinessHours({ start: new Date(opening.getTime() - 1000), end: closing, timeZone: JAKARTA }),
    ).toBe(false);
    expect(
      isWithinBusinessHours({ start: opening, end: new Date(closing.getTime() + 1000), timeZone: JAKARTA }),
    ).toBe(false);
    expect(isWithinBusinessHours({ start: opening, end: closing, timeZone: JAKARTA })).toBe(true);
  });

  it('answers false for invalid Dates', () => {
    const valid = at('2026-11-27 15:00');
    expect(isWithinBusinessHours({ start: new Date(Number.NaN), end: valid, timeZone: JAKARTA })).toBe(false);
    expect(isWithinBusinessHours({ start: valid, end: new Date(Number.NaN), timeZone: JAKARTA })).toBe(false);
  });
});
