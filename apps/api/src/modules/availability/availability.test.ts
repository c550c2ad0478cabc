import { addDays, weekdayOf } from '@ruangmain/domain/dates';
import { toInstant, toLocalDateTime } from '@ruangmain/domain/hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import { bookings } from '../../db/schema/bookings';

const TZ = 'Asia/Jakarta';

/** The next date (after today in the venue) falling on a weekday, 0 = Sunday. */
function nextWeekday(weekday: number): string {
  let date = addDays(toLocalDateTime(new Date(), TZ).slice(0, 10), 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe('availability API (spec 2 §7, §9)', () => {
  let ctx: TestContext;
  let unitId: number;
  let sequence = 0;
  const friday = nextWeekday(5);
  const monday = nextWeekday(1);

  async function occupy(
    start: string,
    end: string,
    status: 'pending' | 'confirmed' | 'cancelled',
    holdMinutes?: number,
  ) {
    sequence += 1;
    await ctx.db.insert(bookings).values({
      invoice_number: `BOOK-TEST-${String(sequence).padStart(6, '0')}`,
      booking_type: 'room',
      channel: 'online',
      status,
      unit_id: unitId,
      name: 'Tamu',
      phone: '6281200000000',
      start_at: toInstant(start, TZ),
      end_at: toInstant(end, TZ),
      payment_method: 'midtrans',
      hold_expires_at: holdMinutes === undefined ? null : new Date(Date.now() + holdMinutes * 60_000),
    });
  }

  const timeSlots = async (date: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/public/get-availability-time/${unitId}`,
        payload: { date },
      })
    ).json();
  const durations = async (date: string, startTime: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/public/units/${unitId}/get-duration?date=${date}&start_time=${encodeURIComponent(startTime)}`,
      })
    ).json().durations;

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    unitId = (await ctx.app.inject({ method: 'GET', url: '/api/public/units' })).json().data[0].id;
    await occupy(`${friday} 16:00`, `${friday} 18:00`, 'confirmed');
    await occupy(`${friday} 20:00`, `${friday} 21:00`, 'pending', 30);
    await occupy(`${friday} 21:00`, `${friday} 22:00`, 'pending', -5); // an expired hold
    await occupy(`${friday} 14:00`, `${friday} 15:00`, 'cancelled');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists Friday slots from 14:00 to 00:30 with taken, held and free states', async () => {
    const body = await timeSlots(friday);
    expect(body.date).toBe(friday);
    const times = body.slots.map((slot: { time: string }) => slot.time);
    expect(times[0]).toBe('14:00');
    expect(times.at(-2)).toBe('00:00');
    expect(times.at(-1)).toBe('00:30');
    const byTime = Object.fromEntries(body.slots.map((slot: { time: string }) => [slot.time, slot]));
    expect(byTime['14:00']).toMatchObject({ is_available: true, is_confirmed: false, is_pending: false });
    expect(byTime['16:00']).toMatchObject({ is_available: false, is_confirmed: true, is_pending: false });
    expect(byTime['17:30']).toMatchObject({ is_available: false, is_confirmed: true });
    expect(byTime['18:00']).toMatchObject({ is_available: true });
    expect(byTime['20:30']).toMatchObject({ is_available: false, is_pending: true, is_confirmed: false });
    expect(byTime['21:00']).toMatchObject({ is_available: true });
    expect(byTime['00:30'].full_date).toBe(`${addDays(friday, 1)} 00:30`);
  });

  it('offers durations limited by the next booking and by closing time', async () => {
    expect(await durations(friday, '14:00')).toEqual([1, 2]);
    expect(await durations(friday, '18:00')).toEqual([1, 2]);
    expect(await durations(friday, '21:00')).toEqual([1, 2, 3, 4]);
    expect(await durations(friday, '23:00')).toEqual([1, 2]);
    expect(await durations(friday, '23:30')).toEqual([1]);
    expect(await durations(friday, '16:30')).toEqual([]);
    expect(await durations(monday, '23:00')).toEqual([1]);
    expect(await durations(monday, '23:30')).toEqual([]);
    expect(await durations(monday, '09:30')).toEqual([]);
  });

  it('marks fully booked days in a range', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/get-availability-day/${unitId}`,
      payload: { start_date: friday, end_date: addDays(friday, 3) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      [0, 1, 2, 3].map((offset) => ({ date: addDays(friday, offset), is_fully_booked: false })),
    );
    const past = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/get-availability-day/${unitId}`,
      payload: { start_date: '2020-01-06', end_date: '2020-01-06' },
    });
    expect(past.json()).toEqual([{ date: '2020-01-06', is_fully_booked: true }]);
  });

  it.each([
    ['POST', '/api/public/get-availability-time/UNIT', { date: '2026-02-30' }, 422],
    ['POST', '/api/public/get-availability-time/UNIT', {}, 422],
    ['POST', '/api/public/get-availability-time/999999', { date: '2026-12-01' }, 404],
    ['POST', '/api/public/get-availability-time/abc', { date: '2026-12-01' }, 422],
    [
      'POST',
      '/api/public/get-availability-day/UNIT',
      { start_date: '2026-12-10', end_date: '2026-12-01' },
      422,
    ],
    [
      'POST',
      '/api/public/get-availability-day/UNIT',
      { start_date: '2026-12-01', end_date: '2027-06-01' },
      422,
    ],
    ['GET', '/api/public/units/UNIT/get-duration?date=2026-12-01&start_time=25:00', undefined, 422],
    ['GET', '/api/public/units/UNIT/get-duration?date=tomorrow&start_time=10:00', undefined, 422],
  ] as const)('%s %s %j answers %i', async (method, url, payload, status) => {
    const response = await ctx.app.inject({ method, url: url.replace('UNIT', String(unitId)), payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('pricing API (spec 2 §5, §7)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createSeededTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the active taxes and service fees as arrays', async () => {
    expect((await get('/api/public/taxes')).json()).toEqual([
      { id: expect.any(Number), name: 'PB1', percentage: 10, is_active: true },
    ]);
    const fees = (await get('/api/public/services-fee')).json();
    expect(fees.length).toBeGreaterThan(0);
    for (const fee of fees) expect(fee).toMatchObject({ is_active: true, amount: expect.any(Number) });
  });

  it.each([
    ['openingyuk', 200, null],
    ['  OpeningYuk ', 200, null],
    ['DISABLED5', 422, 'Oops! Promo ini sudah tidak berlaku! Nantikan promo menarik dari kami.'],
    ['SOONPLAY', 422, 'Promo ini belum aktif. Silakan coba lagi nanti.'],
    ['MERDEKA17', 422, 'Promo ini sudah expired. Silakan coba promo lainnya.'],
    ['FLASH50', 422, 'Promo ini sudah habis digunakan. Silakan coba promo lainnya.'],
    ['NOPE', 404, 'Promo yang Anda masukan tidak ditemukan'],
    ['', 404, 'Promo yang Anda masukan tidak ditemukan'],
  ])('promo %j answers %i', async (code, status, message) => {
    const response = await get(`/api/public/promos?promo_code=${encodeURIComponent(code)}`);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().message).toBe(message);
    else expect(response.json()).toMatchObject({ promo_code: 'OPENINGYUK', percentage: 10, is_active: true });
  });
});
