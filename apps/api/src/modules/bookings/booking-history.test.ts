import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  unitNamed,
} from '../../../test/bookings';
import type { Db } from '../../db/client';
import { bookingFnbs, bookings } from '../../db/schema/bookings';
import { fnbs } from '../../db/schema/food';

type Food = typeof fnbs.$inferSelect;
type Listed = { id: number; is_reviewed: boolean; actions: Record<string, boolean> };

/** A food order as the food counter writes it (booking_type fnb, its lines), made `secondsLater`. */
async function insertFoodOrder(
  db: Db,
  input: {
    userId: number;
    invoice: string;
    status: 'confirmed' | 'served';
    food: Food;
    secondsLater: number;
  },
) {
  const [order] = await db
    .insert(bookings)
    .values({
      invoice_number: input.invoice,
      booking_type: 'fnb',
      channel: 'online',
      status: input.status,
      user_id: input.userId,
      name: 'Rina Kartika',
      phone: '6281234500001',
      seating: 'table',
      table_number: '7',
      payment_method: 'midtrans',
      subtotal_fnb: input.food.price * 2,
      total_price: input.food.price * 2,
      paid_at: new Date(),
      created_at: new Date(Date.now() + input.secondsLater * 1_000),
    })
    .returning({ id: bookings.id });
  if (!order) throw new Error('no food order');
  await db
    .insert(bookingFnbs)
    .values({ booking_id: order.id, fnb_id: input.food.id, quantity: 2, price: input.food.price });
  return order.id;
}

describe('GET /api/customer/booking-history: tabs, kinds, search, sort and pages (spec 2 §2, §7)', () => {
  let ctx: BookingTestApp;
  let reader: TestCustomer;
  let stranger: TestCustomer;
  /** Newest first: F (served food), E (food being paid for), D, C, B, A. */
  const ids = {} as Record<'hold' | 'paid' | 'cancelled' | 'completed' | 'food' | 'served', number>;
  const invoices = {} as Record<keyof typeof ids, string>;
  let snack: Food;
  let drink: Food;

  beforeAll(async () => {
    ctx = await openBookingApp();
    reader = await createCustomer(ctx.app, ctx.db);
    stranger = await createCustomer(ctx.app, ctx.db);
    const menu = await ctx.db.select().from(fnbs).where(eq(fnbs.is_available, true));
    [snack, drink] = [menu[0] as Food, menu[1] as Food];
    const bookOn = async (unitName: string, extra: Record<string, unknown> = {}): Promise<Booked> =>
      book(
        ctx.app,
        guestBooking(unitNamed(ctx.units, unitName), ctx.nextDate(), '14:00', 2, extra),
        reader.auth,
      );

    const hold = await bookOn('PS5 Regular 1', { fnbs: [{ id: snack.id, quantity: 1 }] });
    const paid = await bookOn('VIP 1');
    await notify(ctx.app, ctx.db, paid.order_id, 'settlement');
    const cancelled = await bookOn('VVIP 1');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/customer/cancel/${cancelled.id}`,
      headers: reader.auth,
    });
    const completed = await bookOn('PS5 Regular 2');
    await notify(ctx.app, ctx.db, completed.order_id, 'settlement');
    await ctx.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, completed.id));
    Object.assign(ids, { hold: hold.id, paid: paid.id, cancelled: cancelled.id, completed: completed.id });
    // Random invoice suffixes could hold a searched text ('…XVIPQ…'); digits-only ones never do.
    for (const [index, key] of (['hold', 'paid', 'cancelled', 'completed'] as const).entries()) {
      invoices[key] = `BOOK-20261122-00000${index + 1}`;
      await ctx.db.update(bookings).set({ invoice_number: invoices[key] }).where(eq(bookings.id, ids[key]));
    }
    ids.food = await insertFoodOrder(ctx.db, {
      userId: reader.user.id,
      invoice: 'FNB-20261122-HIST01',
      status: 'confirmed',
      food: drink,
      secondsLater: 1,
    });
    ids.served = await insertFoodOrder(ctx.db, {
      userId: reader.user.id,
      invoice: 'FNB-20261122-HIST02',
      status: 'served',
      food: snack,
      secondsLater: 2,
    });
    // Someone else's booking never shows.
    await book(
      ctx.app,
      guestBooking(unitNamed(ctx.units, 'VIP 1'), ctx.nextDate(), '14:00', 2),
      stranger.auth,
    );
  });
  afterAll(async () => ctx.close());

  const get = (query: string, headers: AuthHeaders = reader.auth) =>
    ctx.app.inject({ method: 'GET', url: `/api/customer/booking-history${query}`, headers });
  const listed = async (query: string, headers: AuthHeaders = reader.auth) => {
    const response = await get(query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Listed[]).map((booking) => booking.id);
  };

  it.each<[string, string, Array<keyof typeof ids>]>([
    ['everything, newest first', '', ['served', 'food', 'completed', 'cancelled', 'paid', 'hold']],
    ['the Active tab', '?tab=active', ['food', 'paid', 'hold']],
    ['the Past tab', '?tab=past', ['served', 'completed', 'cancelled']],
    ['room bookings under Active', '?tab=active&type=room', ['paid', 'hold']],
    ['food orders under Past', '?tab=past&type=fnb', ['served']],
    ['oldest first', '?sort=oldest', ['hold', 'paid', 'cancelled', 'completed', 'food', 'served']],
    ['a room’s name, any case', '?search=vvip', ['cancelled']],
    ['rooms whose name holds the text', '?search=VIP', ['cancelled', 'paid']],
    ['a unit’s name', '?search=regular 2', ['completed']],
    ['a food item ordered with a session', `?search=${encodeURIComponent('__snack__')}`, ['served', 'hold']],
    ['a wildcard, taken literally', '?search=%25', []],
  ])('lists %s', async (_label, query, expected) => {
    const resolved = query.replace('__snack__', snack.name);
    expect(await listed(resolved)).toEqual(expected.map((key) => ids[key]));
  });

  it('finds a booking by its invoice number, and a food order by its drink', async () => {
    expect(await listed(`?search=${invoices.paid.slice(-6)}`)).toEqual([ids.paid]);
    expect(await listed(`?search=${encodeURIComponent(drink.name)}&type=fnb`)).toEqual([ids.food]);
  });

  it('answers the whole list as { data } when no page is asked', async () => {
    const body = (await get('?tab=past')).json();
    expect(Object.keys(body)).toEqual(['data']);
  });

  it.each<[string, string, object, Array<keyof typeof ids>]>([
    [
      'the first page',
      '?page=1&per_page=4',
      { current_page: 1, last_page: 2, per_page: 4, total: 6, from: 1, to: 4 },
      ['served', 'food', 'completed', 'cancelled'],
    ],
    [
      'the last page, part full',
      '?page=2&per_page=4',
      { current_page: 2, last_page: 2, per_page: 4, total: 6, from: 5, to: 6 },
      ['paid', 'hold'],
    ],
    [
      'a page past the end',
      '?page=3&per_page=4',
      { current_page: 3, last_page: 2, total: 6, from: null, to: null },
      [],
    ],
    [
      'a page of one, filtered',
      '?page=2&per_page=1&tab=active&sort=oldest',
      { current_page: 2, last_page: 3, total: 3, from: 2, to: 2 },
      ['paid'],
    ],
    [
      'the default page size',
      '?page=1',
      { current_page: 1, last_page: 1, per_page: 10, total: 6, from: 1, to: 6 },
      ['served', 'food', 'completed', 'cancelled', 'paid', 'hold'],
    ],
    [
      'an empty search',
      '?page=1&search=nothing-like-this',
      { current_page: 1, last_page: 1, total: 0, from: null, to: null },
      [],
    ],
  ])('pages: %s', async (_label, query, paging, expected) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject(paging);
    expect(body.data.map((booking: Listed) => booking.id)).toEqual(expected.map((key) => ids[key]));
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?page=1&per_page=101', 'per_page'],
    ['?per_page=0', 'per_page'],
    ['?tab=upcoming', 'tab'],
    ['?sort=cheapest', 'sort'],
    ['?type=games', 'type'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('tells each booking what its owner may do, and whether it is rated, from the server', async () => {
    const byId = new Map(((await get('')).json().data as Listed[]).map((booking) => [booking.id, booking]));
    const none = { cancel: false, pay: false, reschedule: false, review: false };
    expect(byId.get(ids.hold)?.actions).toEqual({ ...none, cancel: true, pay: true, reschedule: true });
    expect(byId.get(ids.paid)?.actions).toEqual(none);
    expect(byId.get(ids.cancelled)?.actions).toEqual(none);
    expect(byId.get(ids.completed)).toMatchObject({ is_reviewed: false, actions: { ...none, review: true } });
    expect(byId.get(ids.served)?.actions).toEqual(none);

    const review = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/customer-reviews',
      headers: reader.auth,
      payload: { invoice_number: invoices.completed, rating: 5, description: 'Seru!' },
    });
    expect(review.statusCode, review.body).toBe(201);
    const after = ((await get('?tab=past&type=room')).json().data as Listed[]).find(
      (booking) => booking.id === ids.completed,
    );
    expect(after).toMatchObject({ is_reviewed: true, actions: none });
  });

  it('answers a food order with the fields of a booking: its lines and money breakdown', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/customer/booking-details/${ids.food}`,
      headers: reader.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: ids.food,
      booking_type: 'fnb',
      status: 'confirmed',
      unit: null,
      start_time: null,
      seating: 'table',
      table_number: '7',
      fnbs: [{ id: drink.id, name: drink.name, pivot: { quantity: 2, price: drink.price } }],
      transactions: [{ subtotal_room: 0, subtotal_fnb: drink.price * 2, final_amount: drink.price * 2 }],
    });
  });

  it('never shows a customer another’s bookings, whatever the query', async () => {
    expect(await listed(`?search=${invoices.paid}`, stranger.auth)).toEqual([]);
    const theirs = (await get('?page=1', stranger.auth)).json();
    expect(theirs).toMatchObject({ total: 1 });
    expect(theirs.data.map((booking: Listed) => booking.id)).not.toContain(ids.paid);
  });

  it('asks a visitor without a token to log in (401)', async () => {
    expect((await get('?page=1', {})).statusCode).toBe(401);
  });
});
