import { addDays } from '@ruangmain/domain/dates';
import { toLocalDateTime } from '@ruangmain/domain/hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  readSimulatorStatus,
  TZ,
} from '../../../test/bookings';
import { bookings } from '../../db/schema/bookings';
import { fnbs } from '../../db/schema/food';
import { venueSettings } from '../../db/schema/venue-settings';
import { CUSTOMER_RESCHEDULE_PAID_SETTING } from './venue-policy';

describe('customer bookings (spec 2 §3, §7)', () => {
  let ctx: BookingTestApp;
  let staff: AuthHeaders;
  /** Every booking is on a date of its own, so one owner and one stranger serve all the tests. */
  let owner: TestCustomer;
  let stranger: TestCustomer;

  beforeAll(async () => {
    ctx = await openBookingApp();
    staff = await adminAuth(ctx.app, ctx.db);
    owner = await createCustomer(ctx.app, ctx.db);
    stranger = await createCustomer(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, headers: AuthHeaders = {}, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** A 14:00–16:00 hold on a date of its own. */
  const hold = async (headers: AuthHeaders = {}, overrides: Record<string, unknown> = {}) => {
    const date = ctx.nextDate();
    return { ...(await book(ctx.app, guestBooking(ctx.unit, date, '14:00', 2, overrides), headers)), date };
  };
  const paidHold = async (headers: AuthHeaders = {}) => {
    const booked = await hold(headers);
    await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
    return booked;
  };

  const cancel = (booked: Booked, headers: AuthHeaders) =>
    call('POST', `/api/customer/cancel/${booked.id}`, headers);
  const reschedule = (booked: Booked, startTime: string, endTime: string, headers: AuthHeaders) =>
    call('POST', `/api/reschedule/${booked.id}`, headers, { start_time: startTime, end_time: endTime });
  const expectAt = async (booked: Booked, date: string, start: string, end: string) => {
    const row = await readBooking(ctx.db, booked.id);
    expect(toLocalDateTime(row.start_at as Date, TZ)).toBe(`${date} ${start}`);
    expect(toLocalDateTime(row.end_at as Date, TZ)).toBe(`${date} ${end}`);
  };

  describe('GET /api/customer/booking-history', () => {
    let reader: TestCustomer;
    let first: Booked & { date: string };
    let second: Booked;
    let foodOrderId: number;
    let food: typeof fnbs.$inferSelect;

    beforeAll(async () => {
      reader = await createCustomer(ctx.app, ctx.db);
      [food] = (await ctx.db.select().from(fnbs).where(eq(fnbs.is_available, true)).limit(1)) as [
        typeof fnbs.$inferSelect,
      ];
      first = await hold(reader.auth, { fnbs: [{ id: food.id, quantity: 2 }], promo_code: 'OPENINGYUK' });
      second = await hold(reader.auth);
      // Food orders have no booking endpoint yet; the history lists them all the same.
      const [order] = await ctx.db
        .insert(bookings)
        .values({
          invoice_number: 'BOOK-20261122-FOOD01',
          booking_type: 'fnb',
          channel: 'online',
          status: 'confirmed',
          user_id: reader.user.id,
          name: reader.registration.name,
          phone: '6281200000001',
          seating: 'table',
          table_number: '7',
          payment_method: 'midtrans',
          subtotal_fnb: food.price,
          total_price: food.price,
          created_at: new Date(Date.now() + 1_000),
        })
        .returning({ id: bookings.id });
      foodOrderId = order?.id ?? 0;
      await hold(owner.auth);
      await hold();
    });

    const history = async (query: string, headers: AuthHeaders = reader.auth) => {
      const response = await call('GET', `/api/customer/booking-history${query}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ id: number }>).map((booking) => booking.id);
    };

    it.each<[string, string, () => number[]]>([
      ['everything by default', '', () => [foodOrderId, second.id, first.id]],
      ['everything', '?type=all', () => [foodOrderId, second.id, first.id]],
      ['room bookings', '?type=room', () => [second.id, first.id]],
      ['food orders', '?type=fnb', () => [foodOrderId]],
    ])('lists the caller’s %s, newest first', async (_label, query, expected) => {
      expect(await history(query)).toEqual(expected());
    });

    it('shows each booking with the fields of spec 2 §3 and the price the server charged', async () => {
      const response = await call('GET', '/api/customer/booking-history?type=room', reader.auth);
      const view = response.json().data.find((booking: { id: number }) => booking.id === first.id);
      const row = await readBooking(ctx.db, first.id);
      expect(view).toMatchObject({
        id: first.id,
        invoice_number: first.invoice_number,
        status: 'pending',
        booking_type: 'room',
        user_reward_id: null,
        unit_id: ctx.unit.id,
        unit: {
          id: ctx.unit.id,
          name: ctx.unit.name,
          room: { name: 'Regular' },
          consoles: [{ name: 'PS5' }],
        },
        game: { id: ctx.unit.game_id },
        start_time: `${first.date} 14:00`,
        end_time: `${first.date} 16:00`,
        duration: 2,
        total_visitors: 2,
        total_price: row.total_price,
        points_earned: 0,
        payment_method: 'midtrans',
        service_fee_amount: 2_000,
        tax_amount: row.tax_amount,
        fnbs: [{ id: food.id, name: food.name, pivot: { quantity: 2, price: food.price } }],
        payment: { order_id: first.order_id, snap_token: first.snap_token },
        transactions: [
          {
            subtotal_room: ctx.unit.price_per_hour * 2,
            subtotal_fnb: food.price * 2,
            promo_code: 'OPENINGYUK',
            promo_percentage: 10,
            discount_amount: row.discount_amount,
            reward_discount: 0,
            tax_amount: row.tax_amount,
            service_fee_amount: 2_000,
            final_amount: row.total_price,
          },
        ],
      });
      expect(row.discount_amount).toBeGreaterThan(0);
      expect(row.tax_amount).toBeGreaterThan(0);
      expect(typeof view.created_at).toBe('string');
    });

    it('shows a new customer an empty history, and refuses a bad type or no token', async () => {
      expect(await history('', (await createCustomer(ctx.app, ctx.db)).auth)).toEqual([]);
      expect((await call('GET', '/api/customer/booking-history?type=games', reader.auth)).statusCode).toBe(
        422,
      );
      expect((await call('GET', '/api/customer/booking-history')).statusCode).toBe(401);
    });
  });

  describe('GET /api/customer/booking-details/{id}', () => {
    it.each<[string, 'owner' | 'stranger' | 'staff' | 'nobody', number]>([
      ['its owner', 'owner', 200],
      ['staff', 'staff', 200],
      ['another customer', 'stranger', 404],
      ['a visitor without a token', 'nobody', 401],
    ])('shows a booking to %s', async (_label, who, status) => {
      const booked = await hold(owner.auth);
      const headers = { owner: owner.auth, staff, stranger: stranger.auth, nobody: {} }[who];
      const response = await call('GET', `/api/customer/booking-details/${booked.id}`, headers);
      expect(response.statusCode).toBe(status);
      if (status === 200) {
        expect(response.json().data).toMatchObject({ id: booked.id, invoice_number: booked.invoice_number });
      }
    });

    it('answers 404 for a booking that does not exist and 422 for an id that is not one', async () => {
      expect((await call('GET', '/api/customer/booking-details/999999', owner.auth)).statusCode).toBe(404);
      expect((await call('GET', '/api/customer/booking-details/abc', owner.auth)).statusCode).toBe(422);
    });
  });

  describe('POST /api/customer/cancel/{id}', () => {
    it('cancels the owner’s unpaid booking, frees it at the provider, and answers a repeat with 200', async () => {
      const booked = await hold(owner.auth);
      expect((await cancel(booked, owner.auth)).statusCode).toBe(200);
      expect((await cancel(booked, owner.auth)).statusCode).toBe(200);
      expect(await readBooking(ctx.db, booked.id)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'customer_cancelled',
      });
      expect(await readSimulatorStatus(ctx.db, booked.order_id)).toBe('cancel');
      const again = await book(ctx.app, guestBooking(ctx.unit, booked.date, '14:00', 2));
      expect((await readBooking(ctx.db, again.id)).status).toBe('pending');
    });

    it('refuses a paid booking with 409 and keeps it', async () => {
      const booked = await paidHold(owner.auth);
      const response = await cancel(booked, owner.auth);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Only unpaid bookings can be cancelled.');
      expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
    });
  });

  describe('POST /api/reschedule/{id}', () => {
    it('moves an unpaid booking to a free time of the same length', async () => {
      const booked = await hold(owner.auth);
      const response = await reschedule(booked, `${booked.date} 18:00`, `${booked.date} 20:00`, owner.auth);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        id: booked.id,
        start_time: `${booked.date} 18:00`,
        end_time: `${booked.date} 20:00`,
        status: 'pending',
      });
      await expectAt(booked, booked.date, '18:00', '20:00');
      // The old time is free again.
      await book(ctx.app, guestBooking(ctx.unit, booked.date, '14:00', 2));
    });

    it('may overlap the booking’s own old time', async () => {
      const booked = await hold(owner.auth);
      const response = await reschedule(booked, `${booked.date} 15:00`, `${booked.date} 17:00`, owner.auth);
      expect(response.statusCode, response.body).toBe(200);
      await expectAt(booked, booked.date, '15:00', '17:00');
    });

    it.each<[string, (date: string) => [string, string], number, string | null]>([
      ['a different length', (date) => [`${date} 18:00`, `${date} 19:00`], 422, null],
      [
        'a time that has passed',
        () => past(),
        422,
        'That time has already passed. Please choose a later time.',
      ],
      ['a start before opening', (date) => [`${date} 08:00`, `${date} 10:00`], 422, null],
      ['an end past closing', (date) => [`${date} 23:00`, `${addDays(date, 1)} 01:00`], 422, null],
      ['a malformed time', (date) => [`${date}T18:00`, `${date} 20:00`], 422, null],
      [
        'a time another booking holds',
        (date) => [`${date} 19:00`, `${date} 21:00`],
        409,
        'Unit is already booked',
      ],
    ])('refuses %s', async (_label, times, status, message) => {
      const booked = await hold(owner.auth);
      await book(ctx.app, guestBooking(ctx.unit, booked.date, '20:00', 2));
      const [start, end] = times(booked.date);
      const response = await reschedule(booked, start, end, owner.auth);
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json().message).toBe(message);
      await expectAt(booked, booked.date, '14:00', '16:00');
    });

    describe('a paid booking', () => {
      const setCustomerReschedule = (allowed: boolean) =>
        ctx.db
          .insert(venueSettings)
          .values({ key: CUSTOMER_RESCHEDULE_PAID_SETTING, value: allowed })
          .onConflictDoUpdate({ target: venueSettings.key, set: { value: allowed } });

      it.each<[string, 'owner' | 'staff', boolean | null, number]>([
        ['its owner, as the terms say', 'owner', null, 403],
        ['its owner, the venue having said no', 'owner', false, 403],
        ['its owner, the venue allowing it', 'owner', true, 200],
        // Staff move it at the desk, audited (docs/decisions/0037): here it is not theirs.
        ['staff', 'staff', null, 404],
      ])('is moved by %s', async (_label, who, setting, status) => {
        await ctx.db.delete(venueSettings).where(eq(venueSettings.key, CUSTOMER_RESCHEDULE_PAID_SETTING));
        if (setting !== null) await setCustomerReschedule(setting);
        const booked = await paidHold(owner.auth);
        const headers = who === 'owner' ? owner.auth : staff;
        const response = await reschedule(booked, `${booked.date} 18:00`, `${booked.date} 20:00`, headers);
        expect(response.statusCode, response.body).toBe(status);
        const [start, end] = status === 200 ? ['18:00', '20:00'] : ['14:00', '16:00'];
        await expectAt(booked, booked.date, start, end);
        expect((await readBooking(ctx.db, booked.id)).status).toBe('confirmed');
      });
    });

    it('refuses to move a cancelled booking with 409', async () => {
      const booked = await hold(owner.auth);
      await cancel(booked, owner.auth);
      const response = await reschedule(booked, `${booked.date} 18:00`, `${booked.date} 20:00`, owner.auth);
      expect(response.statusCode).toBe(409);
    });
  });

  describe('someone else’s booking', () => {
    const actions = {
      cancel: (booked: Booked & { date: string }, headers: AuthHeaders) => cancel(booked, headers),
      move: (booked: Booked & { date: string }, headers: AuthHeaders) =>
        reschedule(booked, `${booked.date} 18:00`, `${booked.date} 20:00`, headers),
    };
    it.each<['cancel' | 'move', string, boolean, number]>([
      ['cancel', 'another customer', true, 404],
      ['cancel', 'a visitor without a token', false, 401],
      ['move', 'another customer', true, 404],
      ['move', 'a visitor without a token', false, 401],
    ])('a %s by %s is refused', async (action, _label, signedIn, status) => {
      const booked = await hold(owner.auth);
      const response = await actions[action](booked, signedIn ? stranger.auth : {});
      expect(response.statusCode).toBe(status);
      expect((await readBooking(ctx.db, booked.id)).status).toBe('pending');
      await expectAt(booked, booked.date, '14:00', '16:00');
    });
  });
});

/** A 2-hour period a week ago. */
function past(): [string, string] {
  const date = addDays(toLocalDateTime(new Date(), TZ).slice(0, 10), -7);
  return [`${date} 14:00`, `${date} 16:00`];
}
