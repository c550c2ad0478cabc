import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, nextIp, type TestCustomer } from './accounts';
import { type BookingTestApp, guestBooking, openBookingApp, postBooking, readBooking } from './bookings';

// Text the database cannot store and dates no calendar has are the client's error: 422 with the
// field and a rule code (../shared/STYLE.md "Errors are data"), never a 500 (docs/decisions/0014).
describe('input the database cannot hold', () => {
  let ctx: BookingTestApp;
  let customer: TestCustomer;

  beforeAll(async () => {
    ctx = await openBookingApp();
    customer = await createCustomer(ctx.app, ctx.db);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const send = (options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  }) => ctx.app.inject({ ...options, remoteAddress: nextIp() });

  const UNSTORABLE = 'This field contains a character that is not allowed (NUL or an unpaired surrogate).';

  it.each([
    [
      'a NUL in the login identifier',
      { method: 'POST', url: '/api/auth/login', payload: { identifier: '\u0000', password: 'x' } },
      'identifier',
    ],
    [
      'a NUL in a catalogue filter',
      { method: 'GET', url: '/api/public/rooms?console_name=a%00b' },
      'console_name',
    ],
    ['a NUL in a unit filter', { method: 'GET', url: '/api/public/units?room_name=%00' }, 'room_name'],
    ['a NUL in a promo check', { method: 'GET', url: '/api/public/promos?promo_code=a%00b' }, 'promo_code'],
    ['a NUL in a path parameter', { method: 'GET', url: '/payments/simulator/qris/a%00b' }, 'orderId'],
    [
      'a NUL in a key of the body',
      { method: 'POST', url: '/api/auth/login', payload: { 'id\u0000': 1, identifier: 'a', password: 'b' } },
      'id\\u0000',
    ],
  ] as const)('refuses %s with 422', async (_case, request, field) => {
    const response = await send(request);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: `${field}: ${UNSTORABLE}`,
      errors: { [field]: ['validation.regex'] },
    });
  });

  it('refuses a lone surrogate in a path that would not decode as UTF-8', async () => {
    // %ED%A0%80 is how a lone high surrogate travels; the path decoder may keep it or refuse it,
    // but never lets it reach the database.
    const response = await send({ method: 'GET', url: '/payments/simulator/snap/v2/vtweb/%ED%A0%80' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    ['name', 'Rina\u0000Kartika'],
    ['notes', 'by the window\u0000'],
    ['promo_code', 'OPENING\u0000YUK'],
    ['notes', 'half an emoji \ud83d'],
  ])('refuses a booking whose %s holds %j, and books nothing', async (field, value) => {
    const response = await postBooking(
      ctx.app,
      guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2, { [field]: value }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: ['validation.regex'] });
  });

  it('refuses a review whose invoice number holds a NUL', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/customer/customer-reviews',
      headers: customer.auth,
      payload: { invoice_number: 'BOOK\u0000', rating: 5 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ invoice_number: ['validation.regex'] });
  });

  it.each([
    ['a month 13', { start_date: '2027-13-01', end_date: '2027-13-02' }, ['start_date', 'end_date']],
    ['a February 30th', { start_date: '2027-02-30', end_date: '2027-03-01' }, ['start_date']],
    [
      'the last day of year 9999',
      { start_date: '9999-12-31', end_date: '9999-12-31' },
      ['start_date', 'end_date'],
    ],
    ['year 0', { start_date: '0000-01-01', end_date: '2027-01-01' }, ['start_date']],
  ])('answers availability for %s with 422', async (_case, payload, fields) => {
    const response = await send({
      method: 'POST',
      url: `/api/public/get-availability-day/${ctx.unit.id}`,
      payload,
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(errors[field]).toEqual(['validation.date_format']);
  });

  it.each([
    ['/api/public/get-availability-time', { date: '9999-12-31' }],
    ['/api/public/get-availability-time', { date: '2100-01-01' }],
  ])('answers %s for %j with 422', async (path, payload) => {
    const response = await send({ method: 'POST', url: `${path}/${ctx.unit.id}`, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ date: ['validation.date_format'] });
  });

  it.each([
    ['9999-12-31', '23:30'],
    ['2027-01-15', '24:00'],
    ['2027-01-15', '23:61'],
  ])('answers durations on %s at %s with 422', async (date, time) => {
    const response = await send({
      method: 'GET',
      url: `/api/public/units/${ctx.unit.id}/get-duration?date=${date}&start_time=${encodeURIComponent(time)}`,
    });
    expect(response.statusCode).toBe(422);
  });

  it.each([
    ['9999-12-31 23:30', '9999-12-31 23:59', ['start_time', 'end_time']],
    ['0000-01-01 14:00', '0000-01-01 16:00', ['start_time', 'end_time']],
    ['2027-02-30 14:00', '2027-02-30 16:00', ['start_time', 'end_time']],
    ['2099-12-31 23:00', '2100-01-01 01:00', ['end_time']],
    ['2027-01-15 24:00', '2027-01-16 01:00', ['start_time']],
    ['2027-01-15 14:00', '2027-01-15 23:61', ['end_time']],
  ])('refuses a booking from %s to %s with 422', async (start, end, fields) => {
    const response = await postBooking(ctx.app, {
      ...guestBooking(ctx.unit, ctx.nextDate(), '14:00'),
      start_time: start,
      end_time: end,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      Object.fromEntries(fields.map((field) => [field, ['validation.date_format']])),
    );
  });

  it('refuses a reschedule to year 9999 with 422', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/reschedule/1',
      headers: customer.auth,
      payload: { start_time: '9999-12-31 23:30', end_time: '2027-01-15 16:00' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ start_time: ['validation.date_format'] });
  });

  it('still books ordinary text in every language', async () => {
    const response = await postBooking(
      ctx.app,
      guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2, {
        name: 'Rina 😀 Kartika',
        notes: 'Dekat jendela, ÄÖÜ 漢字',
      }),
    );
    expect(response.statusCode).toBe(201);
    const booking = await readBooking(ctx.db, response.json().data.id);
    expect(booking.name).toBe('Rina 😀 Kartika');
  });
});
