import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createCustomer, type TestCustomer, toCanonical } from '../../../test/accounts';
import {
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
  readPayment,
  readPromoUses,
} from '../../../test/bookings';
import { minutesFromNow, placeBooking, retireBookings } from '../../../test/desk';
import { fnbNamed, guestFoodOrder, insertPromo, postFoodOrder } from '../../../test/food-orders';
import { bookingFnbs } from '../../db/schema/bookings';
import { fnbs } from '../../db/schema/food';

type Line = { id: number; quantity: number };

describe('POST /api/book-fnb (spec 2 §3 "Food order", §5, §9)', () => {
  let ctx: BookingTestApp;
  let customer: TestCustomer;
  /** Es Teh Manis, Rp6.000 (db/seed/fnb-data.ts). */
  let teh: { id: number; price: number };
  let indomie: { id: number; price: number };
  let soldOut: { id: number; name: string };

  beforeAll(async () => {
    ctx = await openBookingApp();
    customer = await createCustomer(ctx.app, ctx.db);
    teh = await fnbNamed(ctx.db, 'Es Teh Manis');
    indomie = await fnbNamed(ctx.db, 'Indomie Goreng Telur');
    soldOut = await fnbNamed(ctx.db, 'Vietnam Drip');
  });
  afterAll(async () => ctx.close());

  const twoDrinks = (): Line[] => [{ id: teh.id, quantity: 2 }];

  describe('a guest', () => {
    it('orders two drinks for table 5 with OPENINGYUK: priced on the server, held until paid', async () => {
      const usesBefore = await readPromoUses(ctx.db, 'OPENINGYUK');
      const response = await postFoodOrder(
        ctx.app,
        guestFoodOrder(twoDrinks(), { promo_code: ' openingyuk ', notes: 'Es batu sedikit' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      // 2 × 6.000 = 12.000; OPENINGYUK 10% = 1.200; PB1 10% of 10.800 = 1.080; no service fee.
      expect(body).toMatchObject({
        message: 'Order created. Please complete the payment.',
        data: { status: 'pending', total_price: 11_880, seating: 'table', table_number: '5', unit: null },
        snap_token: expect.any(String),
        redirect_url: expect.stringContaining('http'),
        client_key: expect.any(String),
        snap_script_url: expect.any(String),
      });
      expect(body.snapToken).toBe(body.snap_token);
      // The payment page under book-room's names too, so a client following either answer reaches it.
      expect(body.snap_url).toBe(body.redirect_url);
      expect(body.snapUrl).toBe(body.redirect_url);
      expect(body.invoice_number).toMatch(/^FNB-\d{8}-[A-Z0-9]{6}$/);
      expect(body.data.invoice_number).toBe(body.invoice_number);
      expect(Date.parse(body.data.hold_expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);

      const order = await readBooking(ctx.db, body.data.id);
      expect(order).toMatchObject({
        booking_type: 'fnb',
        channel: 'online',
        status: 'pending',
        user_id: null,
        seating: 'table',
        table_number: '5',
        unit_id: null,
        start_at: null,
        name: 'Rina Kartika',
        phone: '6281234500001',
        notes: 'FnB Booking - Table 5 - Es batu sedikit',
        payment_method: 'midtrans',
        promo_code: 'OPENINGYUK',
        subtotal_room: 0,
        subtotal_fnb: 12_000,
        discount_amount: 1_200,
        tax_percentage: 10,
        tax_amount: 1_080,
        service_fee_amount: 0,
        total_price: 11_880,
      });
      expect(await readPayment(ctx.db, order.id)).toMatchObject({
        order_id: body.order_id,
        status: 'pending',
        gross_amount: 11_880,
        method: 'midtrans',
      });
      const lines = await ctx.db.select().from(bookingFnbs).where(eq(bookingFnbs.booking_id, order.id));
      expect(lines).toEqual([{ booking_id: order.id, fnb_id: teh.id, quantity: 2, price: 6_000 }]);
      expect(await readPromoUses(ctx.db, 'OPENINGYUK')).toBe(usesBefore + 1);
    });

    it('ignores every amount the page sends: the promo percentage, the discount', async () => {
      const response = await postFoodOrder(
        ctx.app,
        guestFoodOrder(twoDrinks(), {
          promo_code: 'OPENINGYUK',
          promo_percentage: 90,
          discount_amount: 999_999,
          total_price: 1,
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.total_price).toBe(11_880);
    });

    it('merges lines of one item and orders take-away when neither a table nor a unit is named', async () => {
      const response = await postFoodOrder(
        ctx.app,
        guestFoodOrder(
          [
            { id: indomie.id, quantity: 1 },
            { id: indomie.id, quantity: 2 },
          ],
          { table_number: undefined },
        ),
      );
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json();
      // 3 × 15.000 = 45.000 + PB1 4.500.
      expect(data).toMatchObject({
        seating: 'takeaway',
        table_number: null,
        unit: null,
        total_price: 49_500,
      });
      expect(await readBooking(ctx.db, data.id)).toMatchObject({
        seating: 'takeaway',
        notes: 'FnB Booking - Take Away',
        subtotal_fnb: 45_000,
      });
    });

    it('takes numeric strings for ids and quantities (spec 2 §5)', async () => {
      const response = await postFoodOrder(
        ctx.app,
        guestFoodOrder([{ id: String(teh.id), quantity: '1' }] as unknown as Line[]),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.total_price).toBe(6_600);
    });
  });

  describe('prices at the rounding edges (promo + PB1)', () => {
    it.each<[string, number, number, number]>([
      // price, promo %, expected total
      ['17% of 8.250 rounds the discount half up', 8_250, 17, 7_532], // 8.250 − 1.403 = 6.847; PB1 684,7 → 685
      ['PB1 of 6.845 rounds half up', 6_845, 0, 7_530], // PB1 684,5 → 685
      ['PB1 of 6.844 rounds down', 6_844, 0, 7_528], // PB1 684,4 → 684
      ['a 100% promo leaves 0, paid at once', 6_000, 100, 0],
    ])('%s', async (_name, price, percentage, total) => {
      const [item] = await ctx.db
        .insert(fnbs)
        .values({
          fnb_category_id: (await fnbNamed(ctx.db, 'Es Teh Manis')).fnb_category_id,
          name: `Uji ${price}-${percentage}`,
          price,
        })
        .returning();
      const promo = percentage > 0 ? await insertPromo(ctx.db, { percentage }) : null;
      const response = await postFoodOrder(
        ctx.app,
        guestFoodOrder([{ id: item?.id ?? 0, quantity: 1 }], promo ? { promo_id: promo.id } : {}),
      );
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body.data.total_price).toBe(total);
      if (total === 0) {
        expect(body).toMatchObject({ data: { status: 'confirmed' }, snap_token: null, order_id: null });
        expect(await readBooking(ctx.db, body.data.id)).toMatchObject({
          status: 'confirmed',
          payment_method: 'none',
        });
      }
    });
  });

  describe('a signed-in customer', () => {
    it('orders to a unit on the account’s name and phone, and finds it in the history and its details', async () => {
      const unit = ctx.units[1] ?? ctx.unit;
      // Food goes to a unit the customer's own booking plays on now (issue 30; food-to-unit.test.ts).
      const playing = await book(ctx.app, guestBooking(unit, ctx.nextDate(), '14:00'), customer.auth);
      await notify(ctx.app, ctx.db, playing.order_id, 'settlement');
      await placeBooking(ctx.db, playing.id, minutesFromNow(-30), minutesFromNow(60));
      onTestFinished(() => retireBookings(ctx.db, [playing.id]));
      const response = await postFoodOrder(
        ctx.app,
        {
          payment_method: 'midtrans',
          unit_id: unit.id,
          fnbs: [
            { id: indomie.id, quantity: 1 },
            { id: teh.id, quantity: 1 },
          ],
        },
        customer.auth,
      );
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({
        seating: 'unit',
        unit: { id: unit.id, name: unit.name },
        total_price: 23_100,
      });
      expect(await readBooking(ctx.db, data.id)).toMatchObject({
        user_id: customer.user.id,
        unit_id: unit.id,
        seating: 'unit',
        name: customer.user.name,
        phone: toCanonical(customer.registration.phone),
        notes: `FnB Booking - Unit ${unit.name}`,
      });

      const history = await ctx.app.inject({
        method: 'GET',
        url: '/api/customer/booking-history?type=fnb',
        headers: customer.auth,
      });
      expect(history.statusCode, history.body).toBe(200);
      const listed = history.json().data.find((row: { id: number }) => row.id === data.id);
      expect(listed).toMatchObject({
        booking_type: 'fnb',
        invoice_number: data.invoice_number,
        status: 'pending',
      });
      const rooms = await ctx.app.inject({
        method: 'GET',
        url: '/api/customer/booking-history?type=room',
        headers: customer.auth,
      });
      expect(rooms.json().data.map((row: { id: number }) => row.id)).not.toContain(data.id);

      const details = await ctx.app.inject({
        method: 'GET',
        url: `/api/customer/booking-details/${data.id}`,
        headers: customer.auth,
      });
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json().data).toMatchObject({
        booking_type: 'fnb',
        seating: 'unit',
        fnbs: expect.arrayContaining([
          expect.objectContaining({ id: indomie.id, pivot: { quantity: 1, price: 15_000 } }),
          expect.objectContaining({ id: teh.id, pivot: { quantity: 1, price: 6_000 } }),
        ]),
      });

      // Another customer's order is not theirs to see.
      const stranger = await createCustomer(ctx.app, ctx.db);
      const peek = await ctx.app.inject({
        method: 'GET',
        url: `/api/customer/booking-details/${data.id}`,
        headers: stranger.auth,
      });
      expect(peek.statusCode).toBe(404);
    });

    it('may give another name and phone than the account’s', async () => {
      const response = await postFoodOrder(
        ctx.app,
        guestFoodOrder(twoDrinks(), { name: 'Adik Rina', phone: '0812 3450 0002' }),
        customer.auth,
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(await readBooking(ctx.db, response.json().data.id)).toMatchObject({
        user_id: customer.user.id,
        name: 'Adik Rina',
        phone: '6281234500002',
      });
    });
  });

  describe('refuses with 422 and a message the page maps (spec 2 §8)', () => {
    it.each<[string, () => Record<string, unknown>, string, string, RegExp | string]>([
      ['an empty list', () => guestFoodOrder([]), 'fnbs', 'validation.required', 'F&B items are required'],
      [
        'no list at all',
        () => guestFoodOrder([], { fnbs: undefined }),
        'fnbs',
        'validation.required',
        'F&B items are required',
      ],
      [
        'a list of another type',
        () => guestFoodOrder([], { fnbs: 'teh' }),
        'fnbs',
        'validation.array',
        /list/,
      ],
      [
        'a quantity of 0',
        () => guestFoodOrder([{ id: teh.id, quantity: 0 }]),
        'fnbs.0.quantity',
        'validation.min.numeric',
        /at least 1/,
      ],
      [
        'a negative quantity',
        () => guestFoodOrder([{ id: teh.id, quantity: -2 }]),
        'fnbs.0.quantity',
        'validation.min.numeric',
        /at least 1/,
      ],
      [
        'an absurd quantity',
        () => guestFoodOrder([{ id: teh.id, quantity: 100 }]),
        'fnbs.0.quantity',
        'validation.max.numeric',
        /greater than 99/,
      ],
      [
        'a fractional quantity',
        () => guestFoodOrder([{ id: teh.id, quantity: 1.5 }]),
        'fnbs.0.quantity',
        'validation.numeric',
        /whole number/,
      ],
      [
        'an unknown item',
        () => guestFoodOrder([{ id: 999_999, quantity: 1 }]),
        'fnbs',
        'validation.exists',
        /does not exist/,
      ],
      [
        'a sold-out item',
        () => guestFoodOrder([{ id: soldOut.id, quantity: 1 }]),
        'fnbs',
        'validation.available',
        'Vietnam Drip is sold out.',
      ],
      [
        'an unknown unit',
        () => guestFoodOrder(twoDrinks(), { table_number: undefined, unit_id: 999_999 }),
        'unit_id',
        'validation.exists',
        /unit does not exist/,
      ],
      [
        'a unit id that is no number',
        () => guestFoodOrder(twoDrinks(), { unit_id: 'VIP' }),
        'unit_id',
        'validation.numeric',
        /must be a number/,
      ],
      [
        'both a table and a unit',
        () => guestFoodOrder(twoDrinks(), { unit_id: ctx.unit.id }),
        'table_number',
        'validation.prohibited_with',
        /not both/,
      ],
      [
        'a table number over 20 characters',
        () => guestFoodOrder(twoDrinks(), { table_number: 'T'.repeat(21) }),
        'table_number',
        'validation.max.string',
        /20/,
      ],
      [
        'notes over 200 characters',
        () => guestFoodOrder(twoDrinks(), { notes: 'a'.repeat(201) }),
        'notes',
        'validation.max.string',
        /200/,
      ],
      [
        'a guest without a name',
        () => guestFoodOrder(twoDrinks(), { name: '' }),
        'name',
        'validation.required',
        'Customer name and phone are required',
      ],
      [
        'a guest without a phone',
        () => guestFoodOrder(twoDrinks(), { phone: undefined }),
        'phone',
        'validation.required',
        'Customer name and phone are required',
      ],
      [
        'a phone with letters',
        () => guestFoodOrder(twoDrinks(), { phone: '0812abc' }),
        'phone',
        'validation.regex',
        'Invalid phone number format',
      ],
      [
        'a payment method other than midtrans',
        () => guestFoodOrder(twoDrinks(), { payment_method: 'cash' }),
        'payment_method',
        'validation.in',
        /midtrans/,
      ],
      [
        'an unknown promo',
        () => guestFoodOrder(twoDrinks(), { promo_code: 'NOPE' }),
        'promo_code',
        'validation.promo',
        'Promo yang Anda masukan tidak ditemukan',
      ],
      [
        'an expired promo',
        () => guestFoodOrder(twoDrinks(), { promo_code: 'MERDEKA17' }),
        'promo_code',
        'validation.promo',
        'Promo ini sudah expired. Silakan coba promo lainnya.',
      ],
      [
        'a used-up promo',
        () => guestFoodOrder(twoDrinks(), { promo_code: 'FLASH50' }),
        'promo_code',
        'validation.promo',
        'Promo ini sudah habis digunakan. Silakan coba promo lainnya.',
      ],
      [
        'a promo not yet started',
        () => guestFoodOrder(twoDrinks(), { promo_code: 'SOONPLAY' }),
        'promo_code',
        'validation.promo',
        'Promo ini belum aktif. Silakan coba lagi nanti.',
      ],
      [
        'a NUL byte in the notes',
        () => guestFoodOrder(twoDrinks(), { notes: 'Less ice\u0000' }),
        'notes',
        'validation.regex',
        /notes: This field contains a character that is not allowed/,
      ],
      [
        'a NUL byte in the table number',
        () => guestFoodOrder(twoDrinks(), { table_number: '5\u0000' }),
        'table_number',
        'validation.regex',
        /table_number: This field contains a character that is not allowed/,
      ],
      [
        'half of an emoji in the name',
        () => guestFoodOrder(twoDrinks(), { name: 'Rina \ud83d' }),
        'name',
        'validation.regex',
        /name: This field contains a character that is not allowed/,
      ],
      [
        'an absurdly large quantity',
        () => guestFoodOrder([{ id: teh.id, quantity: Number.MAX_SAFE_INTEGER }]),
        'fnbs.0.quantity',
        'validation.max.numeric',
        /greater than 99/,
      ],
      [
        'a quantity that is no number',
        () => guestFoodOrder([], { fnbs: [{ id: teh.id, quantity: 'two' }] }),
        'fnbs.0.quantity',
        'validation.numeric',
        /must be a number/,
      ],
      [
        'more than 50 lines',
        () => guestFoodOrder(Array.from({ length: 51 }, () => ({ id: teh.id, quantity: 1 }))),
        'fnbs',
        'validation.max.array',
        /At most 50/,
      ],
      [
        'a disabled promo',
        () => guestFoodOrder(twoDrinks(), { promo_code: 'DISABLED5' }),
        'promo_code',
        'validation.promo',
        'Oops! Promo ini sudah tidak berlaku! Nantikan promo menarik dari kami.',
      ],
    ])('%s', async (_name, payload, field, code, message) => {
      const ordersBefore = await countOrders();
      const response = await postFoodOrder(ctx.app, payload());
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json();
      expect(body.errors?.[field], response.body).toContain(code);
      if (typeof message === 'string') expect(body.message).toContain(message);
      else expect(body.message).toMatch(message);
      expect(await countOrders()).toBe(ordersBefore);
    });

    const countOrders = async () =>
      (
        await ctx.db
          .select({ id: fnbs.id })
          .from(bookingFnbs)
          .innerJoin(fnbs, eq(fnbs.id, bookingFnbs.fnb_id))
      ).length;
  });
});
