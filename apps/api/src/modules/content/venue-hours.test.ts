import { addDays } from '@ruangmain/domain/dates';
import { DEFAULT_OPENING_HOURS_BODY } from '@ruangmain/domain/weekly-hours';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  nextWeekday,
  openBookingApp,
  postBooking,
  readBooking,
} from '../../../test/bookings';
import { createStaff, deskCall, readAudit } from '../../../test/desk';
import { auditLog } from '../../db/schema/audit';

const h = (hour: number) => hour * 60;
// Monday 12:00–22:00, Tuesday closed, Wednesday 08:00 until 03:00 on Thursday; the rest as spec 2 §9.
const CHANGED = DEFAULT_OPENING_HOURS_BODY.map((day, weekday) => {
  if (weekday === 1) return { opens_at: h(12), closes_at: h(22) };
  if (weekday === 2) return null;
  if (weekday === 3) return { opens_at: h(8), closes_at: h(27) };
  return day;
});

// Record 0029: the booking hours are a venue setting; slots, durations, bookings and the desk follow
// a save at once, and what was booked before stays booked.
describe('the venue’s booking hours, set on the Venue screen', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let staff: AuthHeaders;
  let customer: AuthHeaders;
  const monday = nextWeekday(1, 1);
  const tuesday = addDays(monday, 1);
  const wednesday = addDays(monday, 2);
  const thursday = addDays(monday, 3);

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    staff = (await createStaff(ctx.app, ctx.db)).auth;
    customer = (await createCustomer(ctx.app, ctx.db)).auth;
  });
  afterAll(async () => ctx?.close());

  const settings = async () => (await deskCall(ctx.app, admin, 'GET', '/venue-settings')).json().data;
  const save = async (headers: AuthHeaders, opening_hours: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/venue-settings',
      headers,
      payload: { ...(await settings()), opening_hours },
    });
  const slotTimes = async (date: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/public/get-availability-time/${ctx.unit.id}`,
        payload: { date },
      })
    )
      .json()
      .slots.map((slot: { time: string }) => slot.time);
  const durations = async (date: string, start: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/public/units/${ctx.unit.id}/get-duration?date=${date}&start_time=${start}`,
      })
    ).json().durations;
  const readAuditOf = (subject: string) =>
    ctx.db.select().from(auditLog).where(eq(auditLog.subject_type, subject)).orderBy(asc(auditLog.id));
  const refusal = async (payload: object) => {
    const response = await postBooking(ctx.app, payload);
    expect(response.statusCode, response.body).toBe(422);
    return response.json().errors;
  };

  it('answers spec 2 §9’s hours until the admin changes them', async () => {
    expect((await settings()).opening_hours).toEqual(DEFAULT_OPENING_HOURS_BODY);
    const venue = (await ctx.app.inject({ method: 'GET', url: '/api/public/venue' })).json();
    expect(venue.opening_hours).toEqual(DEFAULT_OPENING_HOURS_BODY);
    expect((await slotTimes(monday)).at(-1)).toBe('23:30');
  });

  it('a save is audited, shown on the public answer, and slots, durations and bookings follow at once', async () => {
    const before = await book(ctx.app, guestBooking(ctx.unit, monday, '22:00', 1));

    const response = await save(admin, CHANGED);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.opening_hours).toEqual(CHANGED);
    const [trail] = (await readAuditOf('venue_setting')).slice(-1);
    expect(trail?.before).toMatchObject({ opening_hours: DEFAULT_OPENING_HOURS_BODY });
    expect(trail?.after).toMatchObject({ opening_hours: CHANGED });
    const venue = (await ctx.app.inject({ method: 'GET', url: '/api/public/venue' })).json();
    expect(venue.opening_hours).toEqual(CHANGED);

    const mondaySlots = await slotTimes(monday);
    expect([mondaySlots[0], mondaySlots.at(-1), mondaySlots.length]).toEqual(['12:00', '21:30', 20]);
    expect(await slotTimes(tuesday)).toEqual([]);
    expect((await slotTimes(wednesday)).slice(0, 1)).toEqual(['08:00']);
    expect((await slotTimes(wednesday)).at(-1)).toBe('02:30');
    expect(await durations(monday, '20:00')).toEqual([1, 2]);
    expect(await durations(wednesday, '01:00')).toEqual([1, 2]);
    const days = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/public/get-availability-day/${ctx.unit.id}`,
        payload: { start_date: monday, end_date: wednesday },
      })
    ).json();
    expect(days.map((day: { is_fully_booked: boolean }) => day.is_fully_booked)).toEqual([
      false,
      true,
      false,
    ]);

    expect((await refusal(guestBooking(ctx.unit, monday, '10:00', 1))).start_time).toContain(
      'validation.slot',
    );
    expect((await refusal(guestBooking(ctx.unit, tuesday, '14:00', 1))).start_time).toContain(
      'validation.slot',
    );
    expect((await refusal(guestBooking(ctx.unit, monday, '21:00', 2))).end_time).toContain(
      'validation.closing_time',
    );
    await book(ctx.app, guestBooking(ctx.unit, monday, '12:00', 2));
    const late = await book(ctx.app, guestBooking(ctx.unit, wednesday, '08:00', 1));
    expect(late.id).toBeGreaterThan(0);
    // Wednesday's 01:00 is Thursday's calendar date, still Wednesday's business day.
    await book(ctx.app, { ...guestBooking(ctx.unit, thursday, '01:00', 2), date: wednesday });

    // Booked before the change, outside the new hours: it stays as it was.
    expect((await readBooking(ctx.db, before.id)).status).toBe('pending');
  });

  it('the desk’s board and moves follow the hours', async () => {
    const board = (await deskCall(ctx.app, staff, 'GET', `/board?date=${monday}`)).json().data;
    expect(new Date(board.opens_at)).toEqual(new Date(`${monday}T12:00:00+07:00`));
    expect(new Date(board.closes_at)).toEqual(new Date(`${monday}T22:00:00+07:00`));
    const booked = await book(ctx.app, guestBooking(ctx.unit, monday, '14:00', 1));
    const moved = await deskCall(ctx.app, staff, 'POST', `/bookings/${booked.id}/move`, {
      unit_id: ctx.unit.id,
      start_time: `${tuesday} 14:00`,
      end_time: `${tuesday} 15:00`,
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().errors.start_time).toContain('validation.slot');
    const kept = await deskCall(ctx.app, staff, 'POST', `/bookings/${booked.id}/move`, {
      unit_id: ctx.unit.id,
      start_time: `${monday} 21:00`,
      end_time: `${monday} 22:00`,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await readAudit(ctx.db, booked.id)).map((row) => row.action)).toContain('booking.move');
  });

  it.each([
    [
      'close before open',
      { 1: { opens_at: h(12), closes_at: h(11) } },
      'opening_hours.1.closes_at',
      'validation.after',
    ],
    [
      'open 24 hours',
      { 1: { opens_at: 0, closes_at: h(24) } },
      'opening_hours.1.closes_at',
      'validation.max.numeric',
    ],
    [
      'not on 30 minutes',
      { 1: { opens_at: h(12) + 10, closes_at: h(22) } },
      'opening_hours.1.opens_at',
      'validation.multiple_of',
    ],
    [
      'past 06:00',
      { 3: { opens_at: h(8), closes_at: h(31) } },
      'opening_hours.3.closes_at',
      'validation.max.numeric',
    ],
    [
      'into the next day',
      { 0: { opens_at: h(10), closes_at: h(26) }, 1: { opens_at: h(1), closes_at: h(9) } },
      'opening_hours.0.closes_at',
      'validation.before',
    ],
    [
      'a NUL byte',
      { 1: { opens_at: '12:00\u0000', closes_at: h(22) } },
      'opening_hours.1.opens_at',
      'validation.regex',
    ],
    [
      'an absurd time',
      { 1: { opens_at: 1e15, closes_at: h(22) } },
      'opening_hours.1.opens_at',
      'validation.max.numeric',
    ],
    ['a word for a day', { 4: 'closed' }, 'opening_hours.4', 'validation.array'],
  ])('refuses %s with 422 and its rule, keeping the hours', async (_name, changes, field, code) => {
    const days = CHANGED.map((day, weekday) =>
      weekday in changes ? changes[weekday as keyof typeof changes] : day,
    );
    const response = await save(admin, days);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors?.[field], response.body).toContain(code);
    expect((await settings()).opening_hours).toEqual(CHANGED);
  });

  it('refuses six days, or none, and the wrong people', async () => {
    expect((await save(admin, CHANGED.slice(0, 6))).statusCode).toBe(422);
    expect((await save(admin, null)).statusCode).toBe(422);
    expect((await save({}, DEFAULT_OPENING_HOURS_BODY)).statusCode).toBe(401);
    expect((await save(customer, DEFAULT_OPENING_HOURS_BODY)).statusCode).toBe(403);
    expect((await save(staff, DEFAULT_OPENING_HOURS_BODY)).statusCode).toBe(403);
    expect((await settings()).opening_hours).toEqual(CHANGED);
  });

  it('reads racing a save never keep the old hours once it is answered', async () => {
    const opened = CHANGED.map((day, weekday) =>
      weekday === 1 ? { opens_at: h(9), closes_at: h(22) } : day,
    );
    const [saved] = await Promise.all([
      save(admin, opened),
      ...Array.from({ length: 8 }, () => slotTimes(monday)),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await slotTimes(monday))[0]).toBe('09:00');
    const back = await save(admin, CHANGED);
    expect(back.statusCode).toBe(200);
    expect((await slotTimes(monday))[0]).toBe('12:00');
  });
});
