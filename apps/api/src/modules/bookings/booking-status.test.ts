import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestBooking, listTestUnits, nextWeekday, postBooking, type TestUnit } from '../../../test/bookings';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';

// GET /api/public/booking-status answers anyone with the invoice number: what the success page shows
// (spec 2 §2 "Booking success page"), nothing the customer wrote about themselves.
describe('GET /api/public/booking-status/{invoice}', () => {
  let ctx: TestContext;
  let unit: TestUnit;

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    [unit] = (await listTestUnits(ctx.db)) as [TestUnit];
  });
  afterAll(async () => ctx.close());

  it('answers the success page’s facts without the person, their notes or the payment tokens', async () => {
    const notes = 'Surprise for my wife, please call 081299887766 before';
    const booked = await postBooking(
      ctx.app,
      guestBooking(unit, nextWeekday(3, 1), '15:00', 2, { notes, email: 'rina@example.com' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { invoice_number: invoice } = booked.json();

    const response = await ctx.app.inject({ method: 'GET', url: `/api/public/booking-status/${invoice}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(
      [
        'invoice_number',
        'status',
        'booking_type',
        'channel',
        'payment_method',
        'points_earned',
        'unit',
        'start_time',
        'end_time',
        'duration',
        'total_visitors',
        'total_price',
        'fnbs',
        'transactions',
        'created_at',
      ].sort(),
    );
    expect(data).toMatchObject({
      invoice_number: invoice,
      status: 'pending',
      channel: 'online',
      duration: 2,
      total_visitors: 2,
      unit: { id: unit.id, name: unit.name },
    });
    expect(data).not.toHaveProperty('notes');
    for (const secret of [notes, '081299887766', 'Rina Kartika', '6281234500001', 'rina@example.com'])
      expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain(booked.json().snap_token);
  });
});
