import { PROMO_RULE_MESSAGES } from '@ruangmain/domain/promos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import {
  type BookingTestApp,
  book,
  guestBooking,
  openBookingApp,
  postBooking,
  readBooking,
  readPromoUses,
} from '../../../test/bookings';
import { createStaff } from '../../../test/desk';
import { fnbNamed, guestFoodOrder, postFoodOrder } from '../../../test/food-orders';
import { bookings } from '../../db/schema/bookings';
import { promos } from '../../db/schema/pricing';

// The venue's promo rules (issue 17): a scope, a minimum spend and a per-customer limit, refused in
// clear Indonesian after spec 2 §5's validity messages, alike by the promo field's check and at booking.
describe('promo scope, minimum spend and per-customer limit', () => {
  let ctx: BookingTestApp;
  let sequence = 0;

  beforeAll(async () => {
    ctx = await openBookingApp();
  });
  afterAll(async () => ctx.close());

  /** A promo of the test's own (10% unless told), valid now. */
  const insertRulePromo = async (values: Partial<typeof promos.$inferInsert> = {}) => {
    sequence += 1;
    const [promo] = await ctx.db
      .insert(promos)
      .values({ promo_code: `RULES${process.pid % 1000}X${sequence}`, percentage: 10, ...values })
      .returning();
    if (!promo) throw new Error('no promo written');
    return promo;
  };

  const checkCode = (code: string, query: Record<string, number>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/public/promos',
      query: {
        promo_code: code,
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      },
      headers,
    });

  /** A booking of the first demo unit for `hours` on a day of its own, holding the promo. */
  const bookingWith = (code: string, overrides: Record<string, unknown> = {}, hours = 1) =>
    guestBooking(ctx.unit, ctx.nextDate(), '14:00', hours, { promo_code: code, ...overrides });

  describe('the promo field (GET /api/public/promos with the order)', () => {
    it('refuses one rupiah below the minimum spend and accepts it exactly at it', async () => {
      const promo = await insertRulePromo({ min_spend: 50_000 });
      const below = await checkCode(promo.promo_code, { room_subtotal: 49_999, fnb_subtotal: 0 });
      expect(below.statusCode).toBe(422);
      expect(below.json().message).toBe('Minimal transaksi Rp50.000 untuk menggunakan promo ini');
      expect(below.json().errors).toEqual({ promo_code: ['validation.promo'] });
      const at = await checkCode(promo.promo_code, { room_subtotal: 30_000, fnb_subtotal: 20_000 });
      expect(at.statusCode).toBe(200);
      expect(at.json()).toMatchObject({ min_spend: 50_000, applies_to: 'all', usage_limit_per_user: null });
    });

    it('refuses a room-only promo on a food order and a food-only promo on a room without food', async () => {
      const roomOnly = await insertRulePromo({ applies_to: 'room' });
      const onFood = await checkCode(roomOnly.promo_code, { room_subtotal: 0, fnb_subtotal: 30_000 });
      expect(onFood.statusCode).toBe(422);
      expect(onFood.json().message).toBe('Promo ini hanya berlaku untuk pemesanan ruangan');

      const fnbOnly = await insertRulePromo({ applies_to: 'fnb' });
      const onRoom = await checkCode(fnbOnly.promo_code, { room_subtotal: 50_000, fnb_subtotal: 0 });
      expect(onRoom.statusCode).toBe(422);
      expect(onRoom.json().message).toBe('Promo ini hanya berlaku untuk pesanan makanan & minuman');
      const withFood = await checkCode(fnbOnly.promo_code, { room_subtotal: 50_000, fnb_subtotal: 15_000 });
      expect(withFood.statusCode).toBe(200);
    });

    it('is checked after spec 2 §5 validity: an inactive promo below the minimum reads inactive', async () => {
      const promo = await insertRulePromo({ min_spend: 50_000, is_active: false });
      const answer = await checkCode(promo.promo_code, { room_subtotal: 1_000, fnb_subtotal: 0 });
      expect(answer.json().message).toBe(
        'Oops! Promo ini sudah tidak berlaku! Nantikan promo menarik dari kami.',
      );
    });

    it('tells a signed-in customer their limit is reached; a visitor, who is not known yet, passes', async () => {
      const promo = await insertRulePromo({ usage_limit_per_user: 1 });
      const shopper = await createCustomer(ctx.app, ctx.db);
      const order = { room_subtotal: 50_000, fnb_subtotal: 0 };
      expect((await checkCode(promo.promo_code, order, shopper.auth)).statusCode).toBe(200);
      await book(ctx.app, bookingWith(promo.promo_code, { name: undefined, phone: undefined }), shopper.auth);
      const again = await checkCode(promo.promo_code, order, shopper.auth);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('Promo ini hanya dapat digunakan 1 kali per pelanggan');
      expect((await checkCode(promo.promo_code, order)).statusCode).toBe(200);
    });

    it('without the order, checks validity alone as before', async () => {
      const promo = await insertRulePromo({ min_spend: 1_000_000, applies_to: 'fnb' });
      expect((await checkCode(promo.promo_code, {})).statusCode).toBe(200);
    });

    it('refuses a subtotal that is not a whole number of rupiah (422)', async () => {
      const promo = await insertRulePromo();
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/public/promos?promo_code=${promo.promo_code}&room_subtotal=abc`,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toHaveProperty('room_subtotal');
    });
  });

  describe('at booking (POST /api/book-room, /api/book-fnb)', () => {
    it('refuses a booking below the minimum spend, without counting a use', async () => {
      const promo = await insertRulePromo({ min_spend: ctx.unit.price_per_hour + 1 });
      const answer = await postBooking(ctx.app, bookingWith(promo.promo_code));
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(PROMO_RULE_MESSAGES.minSpend(ctx.unit.price_per_hour + 1));
      expect(await readPromoUses(ctx.db, promo.promo_code)).toBe(0);
      // Two hours reach it.
      const booked = await book(ctx.app, bookingWith(promo.promo_code, {}, 2));
      expect((await readBooking(ctx.db, booked.id)).promo_id).toBe(promo.id);
    });

    it('takes a room-only promo off the session alone; the food and its PB1 stay whole', async () => {
      const promo = await insertRulePromo({ applies_to: 'room', percentage: 20 });
      const tea = await fnbNamed(ctx.db, 'Es Teh Manis');
      const booked = await book(
        ctx.app,
        bookingWith(promo.promo_code, { fnbs: [{ id: tea.id, quantity: 2 }] }, 2),
      );
      const row = await readBooking(ctx.db, booked.id);
      const session = ctx.unit.price_per_hour * 2;
      expect(row.discount_amount).toBe(Math.round(session * 0.2));
      expect(row.tax_amount).toBe(Math.round((tea.price * 2 * row.tax_percentage) / 100));
    });

    it('refuses a room-only promo on a food order and takes a food-only one off the food', async () => {
      const tea = await fnbNamed(ctx.db, 'Es Teh Manis');
      const roomOnly = await insertRulePromo({ applies_to: 'room' });
      const refused = await postFoodOrder(
        ctx.app,
        guestFoodOrder([{ id: tea.id, quantity: 3 }], { promo_code: roomOnly.promo_code }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(PROMO_RULE_MESSAGES.roomOnly);
      expect(await readPromoUses(ctx.db, roomOnly.promo_code)).toBe(0);

      const fnbOnly = await insertRulePromo({ applies_to: 'fnb', percentage: 50 });
      const ordered = await postFoodOrder(
        ctx.app,
        guestFoodOrder([{ id: tea.id, quantity: 2 }], { promo_code: fnbOnly.promo_code }),
      );
      expect(ordered.statusCode).toBe(201);
      const row = await readBooking(ctx.db, ordered.json().data.id);
      expect(row.discount_amount).toBe(tea.price);
    });

    it('counts a customer by account and by phone; a released booking gives the use back', async () => {
      const promo = await insertRulePromo({ usage_limit_per_user: 1 });
      const shopper = await createCustomer(ctx.app, ctx.db);
      const first = await book(
        ctx.app,
        bookingWith(promo.promo_code, { name: undefined, phone: undefined }),
        shopper.auth,
      );

      const signedIn = await postBooking(ctx.app, bookingWith(promo.promo_code), shopper.auth);
      expect(signedIn.statusCode).toBe(422);
      expect(signedIn.json().message).toBe('Promo ini hanya dapat digunakan 1 kali per pelanggan');
      // As a guest with their number: still them.
      const asGuest = await postBooking(
        ctx.app,
        bookingWith(promo.promo_code, { phone: shopper.registration.phone }),
      );
      expect(asGuest.statusCode).toBe(422);
      expect(asGuest.json().message).toBe(PROMO_RULE_MESSAGES.perCustomer(1));
      // Someone else may.
      await book(ctx.app, bookingWith(promo.promo_code, { phone: '081299900077' }));

      await ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.id));
      await book(ctx.app, bookingWith(promo.promo_code), shopper.auth);
    });

    it('holds at the counter for a walk-in whose number already used it', async () => {
      const promo = await insertRulePromo({ usage_limit_per_user: 1 });
      const staff = await createStaff(ctx.app, ctx.db);
      const walkIn = { phone: '081277700011', payment_method: 'cash' };
      await book(ctx.app, bookingWith(promo.promo_code, walkIn), staff.auth);
      const again = await postBooking(ctx.app, bookingWith(promo.promo_code, walkIn), staff.auth);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(PROMO_RULE_MESSAGES.perCustomer(1));
    });

    it('of 20 bookings at once by one customer on a promo of 1 use each, writes exactly one', async () => {
      const promo = await insertRulePromo({ usage_limit_per_user: 1 });
      const racer = await createCustomer(ctx.app, ctx.db);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postBooking(
            ctx.app,
            bookingWith(promo.promo_code, { name: undefined, phone: undefined }),
            racer.auth,
          ),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 422)).toHaveLength(19);
      for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
        expect(refused.json().message).toBe(PROMO_RULE_MESSAGES.perCustomer(1));
      }
      const held = await ctx.db.select().from(bookings).where(eq(bookings.promo_id, promo.id));
      expect(held).toHaveLength(1);
      expect(await readPromoUses(ctx.db, promo.promo_code)).toBe(1);
    });
  });
});
