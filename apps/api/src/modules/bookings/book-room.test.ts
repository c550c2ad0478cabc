import { BOOKING_MESSAGES } from '@ruangmain/domain/bookings';
import { toInstant } from '@ruangmain/domain/hours';
import { calculateBookingPrice } from '@ruangmain/domain/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  adminAuth,
  guestBooking,
  listTestUnits,
  nextWeekday,
  postBooking,
  readPayment,
  readSimulatorStatus,
  type TestUnit,
  TZ,
} from '../../../test/bookings';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { fnbs } from '../../db/schema/food';
import { payments } from '../../db/schema/payments';
import { promos } from '../../db/schema/pricing';

describe('POST /api/book-room (spec 2 §3, §5)', () => {
  let ctx: TestContext;
  let unit: TestUnit;
  let other: TestUnit;
  const tuesday = nextWeekday(2, 1);

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    [unit, other] = (await listTestUnits(ctx.db)) as [TestUnit, TestUnit];
  });
  afterAll(async () => ctx.close());

  it('holds a guest booking for 30 minutes and opens a payment', async () => {
    const before = Date.now();
    const response = await postBooking(ctx.app, guestBooking(unit, tuesday, '14:00', 2));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.invoice_number).toMatch(/^BOOK-\d{8}-[A-Z0-9]{6}$/);
    expect(body.order_id).toBe(`${body.invoice_number}-1`);
    expect(body.snap_token).toEqual(expect.any(String));
    expect(body.snapToken).toBe(body.snap_token);
    expect(body.snap_url).toContain(body.snap_token);
    expect(body.data).toMatchObject({ status: 'pending', total_price: unit.price_per_hour * 2 + 2_000 });
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, body.data.id));
    expect(row).toMatchObject({
      channel: 'online',
      user_id: null,
      name: 'Rina Kartika',
      phone: '6281234500001',
    });
    const holdMs = (row?.hold_expires_at?.getTime() ?? 0) - before;
    expect(holdMs).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(holdMs).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.booking_id, body.data.id));
    expect(payment).toMatchObject({
      status: 'pending',
      gross_amount: body.data.total_price,
      snap_token: body.snap_token,
    });
  });

  it('tells anyone with the invoice number the booking status, without the contact', async () => {
    const booked = (await postBooking(ctx.app, guestBooking(other, tuesday, '12:00', 1))).json();
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/booking-status/${booked.invoice_number}`,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({
      invoice_number: booked.invoice_number,
      status: 'pending',
      duration: 1,
    });
    expect(status.json().data).not.toHaveProperty('phone');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/booking-status/BOOK-20260101-AAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Invoice number not found!');
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/public/booking-status/1%20or%201=1' });
    expect(malformed.statusCode).toBe(422);
  });

  it('prices food, promo, PB1 and fees on the server and ignores totals the client sends', async () => {
    const menu = await ctx.db.select().from(fnbs).where(eq(fnbs.is_available, true)).limit(2);
    const [first, second] = menu as [typeof fnbs.$inferSelect, typeof fnbs.$inferSelect];
    const response = await postBooking(
      ctx.app,
      guestBooking(unit, tuesday, '18:00', 3, {
        fnbs: [
          { id: first.id, quantity: 2 },
          { id: second.id, quantity: 1 },
          { id: second.id, quantity: 0 },
        ],
        promo_code: ' openingyuk ',
        total_amount: 1,
        tax_amount: 0,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const expected = calculateBookingPrice({
      pricePerHour: unit.price_per_hour,
      hours: 3,
      items: [
        { price: first.price, quantity: 2 },
        { price: second.price, quantity: 1 },
      ],
      promoPercentage: 10,
      taxPercentage: 10,
      serviceFees: [2_000],
    });
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, response.json().data.id));
    expect(row).toMatchObject({
      promo_code: 'OPENINGYUK',
      promo_percentage: 10,
      subtotal_room: expected.sessionSubtotal,
      subtotal_fnb: expected.fnbSubtotal,
      discount_amount: expected.discountAmount,
      tax_amount: expected.taxAmount,
      service_fee_amount: 2_000,
      total_price: expected.total,
    });
  });

  it('refuses an overlapping booking of the same unit with 409, and allows back-to-back and other units', async () => {
    const tuesday = nextWeekday(2, 2);
    expect((await postBooking(ctx.app, guestBooking(unit, tuesday, '20:00', 2))).statusCode).toBe(201);
    const clash = await postBooking(ctx.app, guestBooking(unit, tuesday, '21:00', 1));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Unit is already booked');
    expect((await postBooking(ctx.app, guestBooking(unit, tuesday, '22:00', 2))).statusCode).toBe(201);
    expect((await postBooking(ctx.app, guestBooking(other, tuesday, '21:00', 1))).statusCode).toBe(201);
  });

  it('does not let a hold past its time block anyone, even before the sweeper runs', async () => {
    const first = await postBooking(ctx.app, guestBooking(unit, tuesday, '10:00', 2));
    await ctx.db
      .update(bookings)
      .set({ hold_expires_at: new Date(Date.now() - 1_000) })
      .where(eq(bookings.id, first.json().data.id));
    const second = await postBooking(ctx.app, guestBooking(unit, tuesday, '11:00', 1));
    expect(second.statusCode, second.body).toBe(201);
    const [old] = await ctx.db.select().from(bookings).where(eq(bookings.id, first.json().data.id));
    expect(old).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });
  });

  it("asks the payment provider nothing about other people's expired holds: that is the sweeper's", async () => {
    const date = nextWeekday(3, 3);
    const inTheWay = await postBooking(ctx.app, guestBooking(unit, date, '14:00', 2));
    const elsewhere = await postBooking(ctx.app, guestBooking(other, date, '14:00', 2));
    const strangers = [inTheWay.json(), elsewhere.json()];
    for (const stranger of strangers) {
      await ctx.db
        .update(bookings)
        .set({ hold_expires_at: new Date(Date.now() - 1_000) })
        .where(eq(bookings.id, stranger.data.id));
    }
    const provider = ctx.app.payments;
    const calls = [
      vi.spyOn(provider, 'getStatus'),
      vi.spyOn(provider, 'cancel'),
      vi.spyOn(provider, 'expire'),
    ];
    try {
      const mine = await postBooking(ctx.app, guestBooking(unit, date, '15:00', 1));
      expect(mine.statusCode, mine.body).toBe(201);
      for (const call of calls) expect(call).not.toHaveBeenCalled();
    } finally {
      for (const call of calls) call.mockRestore();
    }
    // Released in the database, its payment left open for the sweeper to close at the provider.
    const [released] = await ctx.db.select().from(bookings).where(eq(bookings.id, inTheWay.json().data.id));
    expect(released).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });
    expect((await readPayment(ctx.db, inTheWay.json().data.id)).status).toBe('pending');
    expect(await readSimulatorStatus(ctx.db, inTheWay.json().order_id)).toBe('pending');
    const [untouched] = await ctx.db.select().from(bookings).where(eq(bookings.id, elsewhere.json().data.id));
    expect(untouched?.status).toBe('pending');
  });

  describe('hours (spec 2 §9)', () => {
    const friday = nextWeekday(5, 2);
    const monday = nextWeekday(1, 2);
    it.each<[string, string, string, number, number]>([
      ['Friday 23:30 for 1 hour runs to 00:30', 'friday', '23:30', 1, 201],
      ['Friday 00:00 for 1 hour ends at closing, 01:00', 'friday', '24:00', 1, 201],
      ['Friday 23:30 for 2 hours passes closing', 'friday', '23:00', 3, 422],
      ['Monday 23:00 for 1 hour ends at midnight', 'monday', '23:00', 1, 201],
      ['Monday 22:00 for 2 hours ends at midnight', 'monday', '21:00', 2, 201],
      ['Monday 22:30 for 2 hours passes midnight', 'monday', '22:30', 2, 422],
      ['Monday 23:30 for 1 hour passes midnight', 'monday', '23:30', 1, 422],
      ['before opening', 'monday', '09:00', 1, 422],
      ['off the 30-minute grid', 'monday', '12:15', 1, 422],
    ])('%s', async (_label, day, start, hours, status) => {
      const date = day === 'friday' ? friday : monday;
      const payload =
        start === '24:00'
          ? guestBooking(unit, date, '00:00', hours, {
              start_time: `${nextDay(date)} 00:00`,
              end_time: `${nextDay(date)} 01:00`,
            })
          : guestBooking(other, date, start, hours);
      const response = await postBooking(ctx.app, payload);
      expect(response.statusCode, response.body).toBe(status);
    });
  });

  describe('validation (spec 2 §5)', () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ['guest without name', { name: '' }, 'Customer name and phone are required', 'name'],
      ['guest without phone', { phone: undefined }, 'Customer name and phone are required', 'phone'],
      ['phone with letters', { phone: '0812abc' }, 'Invalid phone number format', 'phone'],
      ['bad email', { email: 'budi@' }, 'Invalid email format', 'email'],
      ['unit id not a number', { unit_id: 'abc' }, 'The unit id must be a number.', 'unit_id'],
      [
        'zero people',
        { total_visitors: 0 },
        'The number of people must be greater than 0.',
        'total_visitors',
      ],
      [
        'bad date format',
        { start_time: '22/12/2026 14:00' },
        'Invalid date or time format. Please check your booking details.',
        'start_time',
      ],
      [
        'end not whole hours',
        { end_time: 'END+30' },
        'The end time must be the start time plus a whole number of hours.',
        'end_time',
      ],
      [
        'expired promo',
        { promo_code: 'MERDEKA17' },
        'Promo ini sudah expired. Silakan coba promo lainnya.',
        'promo_code',
      ],
      [
        'used-up promo',
        { promo_code: 'FLASH50' },
        'Promo ini sudah habis digunakan. Silakan coba promo lainnya.',
        'promo_code',
      ],
      ['unknown promo', { promo_code: 'NOPE' }, 'Promo yang Anda masukan tidak ditemukan', 'promo_code'],
      [
        'inactive promo',
        { promo_code: 'DISABLED5' },
        'Oops! Promo ini sudah tidak berlaku! Nantikan promo menarik dari kami.',
        'promo_code',
      ],
      [
        'unknown food item',
        { fnbs: [{ id: 99999, quantity: 1 }] },
        'The selected food or drink item does not exist.',
        'fnbs',
      ],
    ])('%s → 422', async (_label, overrides, message, field) => {
      const payload = guestBooking(unit, tuesday, '16:00', 1, overrides);
      if (overrides.end_time === 'END+30') payload.end_time = `${tuesday} 17:30`;
      const response = await postBooking(ctx.app, payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toContain(message);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    });

    it('refuses more people than the room holds, a game the unit lacks, and sold-out food', async () => {
      const crowd = await postBooking(
        ctx.app,
        guestBooking(unit, tuesday, '16:00', 1, { total_visitors: unit.max_visitors + 1 }),
      );
      expect(crowd.statusCode).toBe(422);
      const [soldOut] = await ctx.db.select().from(fnbs).where(eq(fnbs.is_available, false)).limit(1);
      const food = await postBooking(
        ctx.app,
        guestBooking(unit, tuesday, '16:00', 1, { fnbs: [{ id: soldOut?.id, quantity: 1 }] }),
      );
      expect(food.statusCode).toBe(422);
      expect(food.json().message).toBe(`${soldOut?.name} is sold out.`);
      const game = await postBooking(ctx.app, guestBooking(unit, tuesday, '16:00', 1, { game_id: 999999 }));
      expect(game.statusCode).toBe(422);
      expect(game.json().errors).toHaveProperty('game_id');
    });

    it('refuses a start that has passed', async () => {
      const response = await postBooking(ctx.app, guestBooking(unit, '2026-01-06', '14:00', 1));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('That time has already passed. Please choose a later time.');
    });

    it('refuses counter payment methods from anyone but staff', async () => {
      const response = await postBooking(
        ctx.app,
        guestBooking(unit, tuesday, '16:00', 1, { payment_method: 'cash' }),
      );
      expect(response.statusCode).toBe(403);
    });
  });

  describe('customers', () => {
    it('books with the account name and phone when the form leaves them out', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const response = await postBooking(
        ctx.app,
        guestBooking(unit, nextWeekday(3, 1), '12:00', 1, { name: undefined, phone: undefined }),
        customer.auth,
      );
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, response.json().data.id));
      expect(row).toMatchObject({
        user_id: customer.user.id,
        name: customer.registration.name,
        channel: 'online',
      });
    });
  });

  describe('OTS (spec 2 §6 Admin)', () => {
    it('confirms a cash booking at once with no points and no hold', async () => {
      const auth = await adminAuth(ctx.app, ctx.db);
      const response = await postBooking(
        ctx.app,
        guestBooking(unit, nextWeekday(4, 1), '15:00', 2, { payment_method: 'cash' }),
        auth,
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ snap_token: null, data: { status: 'confirmed' } });
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, response.json().data.id));
      expect(row).toMatchObject({
        channel: 'ots',
        payment_method: 'cash',
        hold_expires_at: null,
        points_earned: 0,
        user_id: null,
      });
      const [payment] = await ctx.db
        .select()
        .from(payments)
        .where(eq(payments.booking_id, row?.id ?? 0));
      expect(payment).toMatchObject({ method: 'cash', status: 'settlement' });
    });

    it('takes counter bookings from the front desk (role staff) as from admins', async () => {
      const desk = await createCustomer(ctx.app, ctx.db);
      await ctx.db.update(users).set({ role: 'staff' }).where(eq(users.id, desk.user.id));
      const response = await postBooking(
        ctx.app,
        guestBooking(unit, nextWeekday(4, 1), '22:00', 1, { payment_method: 'cash' }),
        desk.auth,
      );
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, response.json().data.id));
      expect(row).toMatchObject({
        channel: 'ots',
        status: 'confirmed',
        created_by: desk.user.id,
        user_id: null,
      });
    });

    it('opens a QRIS payment for a QRIS booking', async () => {
      const auth = await adminAuth(ctx.app, ctx.db);
      const response = await postBooking(
        ctx.app,
        guestBooking(unit, nextWeekday(4, 1), '19:00', 1, { payment_method: 'qris' }),
        auth,
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ data: { status: 'pending' }, qr_string: expect.any(String) });
    });

    it('refuses midtrans for a counter booking, and a start more than 2 hours ago', async () => {
      const auth = await adminAuth(ctx.app, ctx.db);
      const online = await postBooking(ctx.app, guestBooking(unit, nextWeekday(4, 1), '12:00', 1), auth);
      expect(online.statusCode).toBe(422);
      const past = await postBooking(
        ctx.app,
        guestBooking(unit, '2026-01-06', '14:00', 1, { payment_method: 'cash' }),
        auth,
      );
      expect(past.statusCode).toBe(422);
      expect(past.json()).toMatchObject({
        message: BOOKING_MESSAGES.tooFarInPast,
        errors: { start_time: ['validation.too_far_in_past'] },
      });
    });

    // Issue 29 item 6: at 11:40 a walk-in was booked 11:00–13:00 and charged two full hours.
    describe('a walk-in at 16:40 on a Thursday', () => {
      const date = nextWeekday(4, 2);
      beforeAll(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(toInstant(`${date} 16:40`, TZ));
      });
      afterAll(() => vi.useRealTimers());

      it.each([
        ['now, to the minute', '16:40', 201],
        ['a start filled in three minutes ago', '16:37', 201],
        ['the next cell', '17:00', 201],
        // Spec 2 §9: a counter booking may start up to 2 hours ago (a party entered late).
        ['the half-hour cell it is in (16:30)', '16:30', 201],
        ['exactly 2 hours ago', '14:40', 201],
        ['2 hours and a minute ago', '14:39', 422],
      ])('%s: %s', async (_label, start, status) => {
        const auth = await adminAuth(ctx.app, ctx.db);
        const response = await postBooking(
          ctx.app,
          guestBooking(other, date, start, 2, { payment_method: 'cash' }),
          auth,
        );
        expect(response.statusCode, response.body).toBe(status);
        if (status === 422) {
          expect(response.json().message).toBe(BOOKING_MESSAGES.tooFarInPast);
          return;
        }
        const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, response.json().data.id));
        // Two hours booked from the start asked, two hours charged (spec 2 §9 "Session price").
        expect(row?.start_at).toEqual(toInstant(`${date} ${start}`, TZ));
        expect(row?.subtotal_room).toBe(other.price_per_hour * 2);
        await ctx.db.delete(bookings).where(eq(bookings.id, response.json().data.id));
      });

      it('a customer online still books on the half-hour grid only', async () => {
        const response = await postBooking(ctx.app, guestBooking(other, date, '17:10', 1));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ start_time: ['validation.slot'] });
      });
    });
  });

  it('limits how many bookings one connection makes, but not staff at the counter', async () => {
    const date = nextWeekday(0, 3);
    const from = (index: number) => ({
      ...guestBooking(other, date, `${10 + index}:00`, 1),
      promo_code: 'NOPE',
    });
    const send = (index: number, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/book-room',
        payload: from(index),
        headers,
        remoteAddress: '10.250.0.1',
      });
    // Refused attempts count too: a client probing for free slots is held back the same way.
    for (let index = 0; index < 20; index += 1) expect((await send(index % 10)).statusCode).toBe(422);
    const limited = await send(0);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many bookings from this connection\. Please try again in \d+ minutes?\.$/,
    );
    expect((await send(0, await adminAuth(ctx.app, ctx.db))).statusCode).toBe(422);
  });

  it('counts a promo use per booking', async () => {
    const [before] = await ctx.db.select().from(promos).where(eq(promos.promo_code, 'OPENINGYUK'));
    expect(
      (
        await postBooking(
          ctx.app,
          guestBooking(other, nextWeekday(3, 1), '16:00', 1, { promo_code: 'OPENINGYUK' }),
        )
      ).statusCode,
    ).toBe(201);
    const [after] = await ctx.db.select().from(promos).where(eq(promos.promo_code, 'OPENINGYUK'));
    expect(after?.times_used).toBe((before?.times_used ?? 0) + 1);
  });
});

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
