import { describe, expect, it } from 'vitest';
import { OpeningHoursBodySchema } from './contracts/venue-hours';
import {
  classifySlots,
  findBusinessDate,
  findSlotTime,
  getBookingPeriod,
  getBusinessWindow,
  getOpeningHours,
  isWithinBusinessHours,
  listDurations,
  listSlotTimes,
  OPENING_HOURS,
  type WeeklyHours,
} from './hours';
import {
  DEFAULT_OPENING_HOURS_BODY,
  groupOpeningDays,
  listClosingsAfterMidnight,
  toOpeningHoursBody,
  toWeeklyHours,
} from './weekly-hours';

// Week of 2026-11-22: Sun 22, Mon 23, Tue 24, … Sat 28.
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const JAKARTA = 'Asia/Jakarta';
const at = (local: string) => new Date(`${local.replace(' ', 'T')}:00+07:00`);
const h = (hour: number) => hour * 60;

// A venue that changed its hours on the Venue screen: Monday 12:00–22:00, Tuesday closed,
// Wednesday 08:00 until 03:00 the next morning, the rest as spec 2 §9.
const CHANGED: WeeklyHours = [
  OPENING_HOURS[0],
  { opensAt: h(12), closesAt: h(22) },
  null,
  { opensAt: h(8), closesAt: h(27) },
  OPENING_HOURS[4],
  OPENING_HOURS[5],
  OPENING_HOURS[6],
];

describe('the venue’s own hours (record 0029)', () => {
  it.each([
    [MONDAY, h(12), h(22), 20, '12:00', '21:30'],
    [WEDNESDAY, h(8), h(27), 38, '08:00', '02:30'],
    [SUNDAY, h(10), h(24), 28, '10:00', '23:30'],
  ])('%s opens %i, closes %i: %i slots from %s to %s', (date, opensAt, closesAt, count, first, last) => {
    expect(getOpeningHours(date, CHANGED)).toEqual({ opensAt, closesAt });
    const slots = listSlotTimes(date, CHANGED);
    expect(slots).toHaveLength(count);
    expect(slots[0]?.time).toBe(first);
    expect(slots.at(-1)?.time).toBe(last);
  });

  it('a closed day has no slot, no duration, no business moment and an empty window', () => {
    expect(listSlotTimes(TUESDAY, CHANGED)).toEqual([]);
    expect(
      classifySlots({
        date: TUESDAY,
        timeZone: JAKARTA,
        now: at('2026-11-01 00:00'),
        occupied: [],
        hours: CHANGED,
      }),
    ).toEqual([]);
    expect(findSlotTime(TUESDAY, '12:00', CHANGED)).toBeNull();
    expect(
      listDurations({ date: TUESDAY, startTime: '12:00', busy: [], timeZone: JAKARTA, hours: CHANGED }),
    ).toEqual([]);
    expect(findBusinessDate('2026-11-24 12:00', CHANGED)).toBeNull();
    const window = getBusinessWindow(TUESDAY, JAKARTA, CHANGED);
    expect(window.opensAt).toEqual(window.closesAt);
    // Monday closes before the closed Tuesday's empty window, Wednesday opens after it.
    expect(getBusinessWindow(MONDAY, JAKARTA, CHANGED).closesAt.getTime()).toBeLessThanOrEqual(
      window.opensAt.getTime(),
    );
    expect(window.closesAt.getTime()).toBeLessThanOrEqual(
      getBusinessWindow(WEDNESDAY, JAKARTA, CHANGED).opensAt.getTime(),
    );
  });

  it.each([
    ['2026-11-23 11:30', null],
    ['2026-11-23 12:00', MONDAY],
    ['2026-11-23 21:30', MONDAY],
    ['2026-11-23 22:00', null],
    ['2026-11-26 02:30', WEDNESDAY],
    ['2026-11-26 03:00', null],
  ])('%s belongs to %s', (local, date) => {
    expect(findBusinessDate(local, CHANGED)).toBe(date);
    expect(findBusinessDate(at(local), JAKARTA, CHANGED)).toBe(date);
  });

  it('closing past midnight: a late start reads as after midnight, durations stop at closing', () => {
    expect(findSlotTime(WEDNESDAY, '01:00', CHANGED)?.fullDate).toBe('2026-11-26 01:00');
    expect(
      listDurations({ date: WEDNESDAY, startTime: '23:00', busy: [], timeZone: JAKARTA, hours: CHANGED }),
    ).toEqual([1, 2, 3, 4]);
    expect(
      listDurations({ date: MONDAY, startTime: '20:00', busy: [], timeZone: JAKARTA, hours: CHANGED }),
    ).toEqual([1, 2]);
    expect(getBookingPeriod(WEDNESDAY, '02:00', 1, CHANGED)).toEqual({
      start: '2026-11-26 02:00',
      end: '2026-11-26 03:00',
    });
    expect(getBookingPeriod(MONDAY, '10:00', 1, CHANGED)).toBeNull();
  });

  it.each([
    ['2026-11-23 21:00', '2026-11-23 22:00', true],
    ['2026-11-23 21:00', '2026-11-23 23:00', false],
    ['2026-11-23 10:00', '2026-11-23 11:00', false],
    ['2026-11-24 12:00', '2026-11-24 13:00', false],
    ['2026-11-26 01:00', '2026-11-26 03:00', true],
  ])('a booking %s → %s is within the hours: %s', (start, end, expected) => {
    expect(isWithinBusinessHours({ start: at(start), end: at(end), timeZone: JAKARTA, hours: CHANGED })).toBe(
      expected,
    );
  });

  it('without hours, every function keeps spec 2 §9’s', () => {
    expect(listSlotTimes(MONDAY)).toEqual(listSlotTimes(MONDAY, OPENING_HOURS));
    expect(getOpeningHours(MONDAY)).toEqual({ opensAt: h(10), closesAt: h(24) });
  });
});

const body = (changes: Record<number, unknown>) =>
  DEFAULT_OPENING_HOURS_BODY.map((day, weekday) => (weekday in changes ? changes[weekday] : day));

describe('OpeningHoursBodySchema', () => {
  it('round-trips the standard hours', () => {
    expect(toWeeklyHours(OpeningHoursBodySchema.parse(DEFAULT_OPENING_HOURS_BODY))).toEqual(OPENING_HOURS);
    expect(toOpeningHoursBody(OPENING_HOURS)).toEqual(DEFAULT_OPENING_HOURS_BODY);
  });

  it.each([
    ['a closed day', { 2: null }],
    ['closing past midnight until 06:00', { 3: { opens_at: h(8), closes_at: h(30) } }],
    ['opening at midnight', { 1: { opens_at: 0, closes_at: h(12) } }],
    [
      'closing at the next day’s opening',
      { 0: { opens_at: h(10), closes_at: h(24) + h(4) }, 1: { opens_at: h(4), closes_at: h(24) } },
    ],
  ])('accepts %s', (_name, changes) => {
    expect(OpeningHoursBodySchema.safeParse(body(changes)).success).toBe(true);
  });

  it.each([
    [
      'close before open',
      { 1: { opens_at: h(12), closes_at: h(11) } },
      '1.closes_at',
      'The closing time must be after the opening time.',
    ],
    [
      'close equal to open',
      { 1: { opens_at: h(12), closes_at: h(12) } },
      '1.closes_at',
      'The closing time must be after the opening time.',
    ],
    [
      'open 24 hours',
      { 1: { opens_at: 0, closes_at: h(24) } },
      '1.closes_at',
      'The venue cannot stay open 24 hours.',
    ],
    [
      'not on 30 minutes',
      { 1: { opens_at: h(10) + 15, closes_at: h(22) } },
      '1.opens_at',
      'The opening time must be on the hour or the half hour.',
    ],
    [
      'closing after 06:00',
      { 3: { opens_at: h(8), closes_at: h(30) + 30 } },
      '3.closes_at',
      'The venue closes at 06:00 the next morning at the latest.',
    ],
    [
      'closing after the next day opens',
      { 1: { opens_at: h(10), closes_at: h(24) + h(2) }, 2: { opens_at: h(1), closes_at: h(20) } },
      '1.closes_at',
      'The venue must close before the next day opens.',
    ],
    [
      'opening on the next day',
      { 1: { opens_at: h(24), closes_at: h(26) } },
      '1.opens_at',
      'The opening time must be on the day itself.',
    ],
    [
      'a fraction of a minute',
      { 1: { opens_at: 600.5, closes_at: h(22) } },
      '1.opens_at',
      'The opening time must be whole minutes.',
    ],
    [
      'text for a time',
      { 1: { opens_at: '10:00', closes_at: h(22) } },
      '1.opens_at',
      'The opening time must be a number of minutes.',
    ],
  ])('refuses %s', (_name, changes, path, message) => {
    const result = OpeningHoursBodySchema.safeParse(body(changes));
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((item) => item.path.join('.') === path);
    expect(issue?.message).toBe(message);
  });

  it('refuses six days', () => {
    expect(OpeningHoursBodySchema.safeParse(DEFAULT_OPENING_HOURS_BODY.slice(0, 6)).success).toBe(false);
  });
});

describe('groupOpeningDays and listClosingsAfterMidnight (footer, terms)', () => {
  it('groups spec 2 §9’s hours as spec 1 §9 writes them: Mon–Thu, Fri, Sat, Sun', () => {
    expect(groupOpeningDays(DEFAULT_OPENING_HOURS_BODY)).toEqual([
      { first: 1, last: 4, hours: { open: '10:00', close: '00:00' } },
      { first: 5, last: 5, hours: { open: '14:00', close: '01:00' } },
      { first: 6, last: 6, hours: { open: '10:00', close: '01:00' } },
      { first: 0, last: 0, hours: { open: '10:00', close: '00:00' } },
    ]);
    expect(listClosingsAfterMidnight(DEFAULT_OPENING_HOURS_BODY)).toEqual(['00:00', '01:00']);
  });

  it('splits a changed day and shows a closed one', () => {
    const days = toOpeningHoursBody(CHANGED);
    expect(groupOpeningDays(days).slice(0, 4)).toEqual([
      { first: 1, last: 1, hours: { open: '12:00', close: '22:00' } },
      { first: 2, last: 2, hours: null },
      { first: 3, last: 3, hours: { open: '08:00', close: '03:00' } },
      { first: 4, last: 4, hours: { open: '10:00', close: '00:00' } },
    ]);
    expect(listClosingsAfterMidnight(days)).toEqual(['00:00', '01:00', '03:00']);
  });
});
