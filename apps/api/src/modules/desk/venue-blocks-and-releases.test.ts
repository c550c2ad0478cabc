import { toInstant } from '@ruangmain/domain/hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  readPoints,
  type TestUnit,
  TZ,
} from '../../../test/bookings';
import { createStaff, deskCall } from '../../../test/desk';
import { bookings } from '../../db/schema/bookings';

describe('venue blocks, payments settled after release, and the customer lookup (record 0023)', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let desk: AuthHeaders;
  let unitIndex = 0;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    desk = (await createStaff(ctx.app, ctx.db)).auth;
  });
  afterAll(async () => ctx?.close());

  const nextUnit = (): TestUnit => ctx.units[unitIndex++ % ctx.units.length] as TestUnit;
  const at = (date: string, time: string) => toInstant(`${date} ${time}`, TZ).toISOString();

  describe('POST and DELETE /api/admin/venue-blocks', () => {
    const create = (body: object, headers = desk) =>
      deskCall(ctx.app, headers, 'POST', '/venue-blocks', body);

    it('blocks units for a period; the board draws it, new bookings are refused, lifting frees them', async () => {
      const [one, two] = [nextUnit(), nextUnit()] as [TestUnit, TestUnit];
      const date = ctx.nextDate();
      const response = await create({
        title: 'Perawatan AC',
        unit_ids: [one.id, two.id],
        start_time: `${date} 14:00`,
        end_time: `${date} 18:00`,
      });
      expect(response.statusCode, response.body).toBe(201);
      const block = response.json().data;
      expect(block).toMatchObject({
        title: 'Perawatan AC',
        description: '',
        start_at: at(date, '14:00'),
        end_at: at(date, '18:00'),
        bookings: [
          { unit_id: one.id, status: 'confirmed' },
          { unit_id: two.id, status: 'confirmed' },
        ],
      });
      const board = (await deskCall(ctx.app, desk, 'GET', `/board?date=${date}`)).json().data;
      const drawn = board.blocks.filter(
        (entry: { venue_block: { id: number } | null }) => entry.venue_block?.id === block.id,
      );
      expect(drawn.map((entry: { state: string }) => entry.state)).toEqual(['venue', 'venue']);

      const refused = await book(ctx.app, guestBooking(one, date, '15:00', 1)).catch(
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/409/);

      const lifted = await deskCall(ctx.app, desk, 'DELETE', `/venue-blocks/${block.id}`);
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(lifted.json().data.bookings.map((entry: { status: string }) => entry.status)).toEqual([
        'cancelled',
        'cancelled',
      ]);
      await book(ctx.app, guestBooking(one, date, '15:00', 1));
      expect((await deskCall(ctx.app, desk, 'DELETE', `/venue-blocks/${block.id}`)).statusCode).toBe(409);
    });

    it('is refused over a paid booking, with that booking in the answer, until it is moved', async () => {
      const unit = nextUnit();
      const date = ctx.nextDate();
      const paid = await book(
        ctx.app,
        guestBooking(unit, date, '16:00', 1, { payment_method: 'cash' }),
        admin,
      );
      const body = {
        title: 'Turnamen',
        unit_ids: [unit.id],
        start_time: `${date} 14:00`,
        end_time: `${date} 20:00`,
      };
      const refused = await create(body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        message: 'Unit is already booked',
        conflicts: [
          { id: paid.id, invoice_number: paid.invoice_number, unit_id: unit.id, state: 'upcoming' },
        ],
      });
      const moved = await deskCall(ctx.app, desk, 'POST', `/bookings/${paid.id}/move`, {
        unit_id: unit.id,
        start_time: `${date} 21:00`,
        end_time: `${date} 22:00`,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await create(body)).statusCode).toBe(201);
    });

    it.each<[string, (date: string) => object, string, string]>([
      [
        'no title',
        (date) => ({ unit_ids: [1], start_time: `${date} 14:00`, end_time: `${date} 15:00` }),
        'title',
        'validation.required',
      ],
      [
        'no units',
        (date) => ({ title: 'x', unit_ids: [], start_time: `${date} 14:00`, end_time: `${date} 15:00` }),
        'unit_ids',
        'validation.min.array',
      ],
      [
        'an end before the start',
        (date) => ({ title: 'x', unit_ids: [1], start_time: `${date} 15:00`, end_time: `${date} 14:00` }),
        'end_time',
        'validation.after',
      ],
      [
        'a unit that does not exist',
        (date) => ({
          title: 'x',
          unit_ids: [999_999],
          start_time: `${date} 14:00`,
          end_time: `${date} 15:00`,
        }),
        'unit_ids',
        'validation.exists',
      ],
    ])('refuses %s with 422', async (_label, body, field, code) => {
      const response = await create(body(ctx.nextDate()));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[field]).toEqual([code]);
    });
  });

  describe('GET /api/admin/paid-after-release and POST /api/admin/bookings/{id}/rebook', () => {
    /** A customer's hold released when its time ran out, the slot re-sold, then the payment settles. */
    async function paidAfterRelease() {
      const customer = await createCustomer(ctx.app, ctx.db);
      const unit = nextUnit();
      const date = ctx.nextDate();
      const late = await book(ctx.app, guestBooking(unit, date, '14:00', 2), customer.auth);
      await ctx.db
        .update(bookings)
        .set({ hold_expires_at: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, late.id));
      const resold = await book(
        ctx.app,
        guestBooking(unit, date, '14:00', 1, { name: 'Joko Baru', payment_method: 'cash' }),
        admin,
      );
      expect((await notify(ctx.app, ctx.db, late.order_id, 'settlement')).statusCode).toBe(200);
      return { customer, late, resold, unit, date };
    }

    it('lists a payment that settled after its slot was re-sold, with who has the slot now', async () => {
      const { late, resold } = await paidAfterRelease();
      const response = await deskCall(ctx.app, desk, 'GET', '/paid-after-release');
      expect(response.statusCode, response.body).toBe(200);
      const entry = response
        .json()
        .data.find((row: { booking: { id: number } }) => row.booking.id === late.id);
      expect(entry).toMatchObject({
        booking: { invoice_number: late.invoice_number, status: 'cancelled' },
        cancel_reason: 'expired',
        paid_amount: expect.any(Number),
        refunded_amount: 0,
        taken_by: [{ id: resold.id, name: 'Joko Baru', state: 'upcoming' }],
      });
      const drawer = (await deskCall(ctx.app, desk, 'GET', `/bookings/${late.id}`)).json().data;
      expect(drawer.actions).toMatchObject({ rebook: true, refund: true });
    });

    it('rebooks it onto a free unit: confirmed there, its points credited, off the list', async () => {
      const { customer, late, date } = await paidAfterRelease();
      const free = nextUnit();
      const response = await deskCall(ctx.app, desk, 'POST', `/bookings/${late.id}/rebook`, {
        unit_id: free.id,
        start_time: `${date} 14:00`,
        end_time: `${date} 16:00`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await readBooking(ctx.db, late.id)).toMatchObject({
        status: 'confirmed',
        unit_id: free.id,
        cancel_reason: null,
      });
      expect((await readPoints(ctx.db, customer.user.id)).balance).toBeGreaterThan(0);
      const list = (await deskCall(ctx.app, desk, 'GET', '/paid-after-release')).json().data;
      expect(list.map((row: { booking: { id: number } }) => row.booking.id)).not.toContain(late.id);
    });

    it('refunded in full instead, it leaves the list', async () => {
      const { late } = await paidAfterRelease();
      const { paid_amount } = (await deskCall(ctx.app, desk, 'GET', `/bookings/${late.id}`)).json().data;
      const refunded = await deskCall(ctx.app, admin, 'POST', `/bookings/${late.id}/refund`, {
        amount: paid_amount,
        reason: 'Slot sudah terjual',
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const list = (await deskCall(ctx.app, desk, 'GET', '/paid-after-release')).json().data;
      expect(list.map((row: { booking: { id: number } }) => row.booking.id)).not.toContain(late.id);
    });

    it('refuses to rebook a booking that was not paid after release (409)', async () => {
      const booked = await book(
        ctx.app,
        guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1, { payment_method: 'cash' }),
        admin,
      );
      const date = ctx.nextDate();
      const response = await deskCall(ctx.app, desk, 'POST', `/bookings/${booked.id}/rebook`, {
        unit_id: nextUnit().id,
        start_time: `${date} 14:00`,
        end_time: `${date} 15:00`,
      });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('GET /api/admin/customers/lookup', () => {
    it('finds the account by a phone typed 08…, with its upcoming bookings, rewards and points', async () => {
      const customer = await createCustomer(ctx.app, ctx.db);
      const booked = await book(ctx.app, guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1), customer.auth);
      await notify(ctx.app, ctx.db, booked.order_id, 'settlement');
      const response = await deskCall(
        ctx.app,
        desk,
        'GET',
        `/customers/lookup?phone=${customer.registration.phone}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        customer: { id: customer.user.id, total_points: expect.any(Number) },
        upcoming: [{ id: booked.id, status: 'confirmed' }],
        rewards: [],
      });
    });

    it('answers a walk-in’s phone with their bookings and no account', async () => {
      const booked = await book(
        ctx.app,
        guestBooking(nextUnit(), ctx.nextDate(), '14:00', 1, {
          phone: '081355500077',
          payment_method: 'cash',
        }),
        admin,
      );
      const { data } = (await deskCall(ctx.app, desk, 'GET', '/customers/lookup?phone=081355500077')).json();
      expect(data).toEqual({
        customer: null,
        upcoming: [expect.objectContaining({ id: booked.id })],
        rewards: [],
      });
    });

    it('needs at least 3 characters (422)', async () => {
      const response = await deskCall(ctx.app, desk, 'GET', '/customers/lookup?phone=08');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.phone).toEqual(['validation.min.string']);
    });
  });
});
