import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import { type AuthHeaders, type BookingTestApp, openBookingApp } from '../../../test/bookings';
import { pointTransactions } from '../../db/schema/points';

/** The ledger as the booking and reward operations write it, a minute apart, oldest first. */
const LEDGER = [
  { type: 'earned', points: 8, description: 'Points earned from booking BOOK-20261101-AAAAAA' },
  { type: 'earned', points: 12, description: 'Points earned from booking BOOK-20261102-BBBBBB' },
  { type: 'debit', points: 15, description: 'Redeemed reward Free Play 1 Hour' },
  { type: 'earned', points: 4, description: 'Points earned from booking BOOK-20261103-CCCCCC' },
  { type: 'debit', points: 4, description: 'Points reversed for refunded booking BOOK-20261103-CCCCCC' },
  { type: 'debit', points: 5, description: 'Redeemed reward Es Teh 100%' },
] as const;

describe('GET /api/customer/point-transactions: filter, search, sort and pages (spec 2 §2 Point history)', () => {
  let ctx: BookingTestApp;
  let customer: TestCustomer;
  let other: TestCustomer;
  const ids: number[] = [];

  beforeAll(async () => {
    ctx = await openBookingApp();
    customer = await createCustomer(ctx.app, ctx.db);
    other = await createCustomer(ctx.app, ctx.db);
    const start = Date.now() - LEDGER.length * 60_000;
    for (const [index, entry] of LEDGER.entries()) {
      const [row] = await ctx.db
        .insert(pointTransactions)
        .values({ ...entry, user_id: customer.user.id, created_at: new Date(start + index * 60_000) })
        .returning({ id: pointTransactions.id });
      ids.push(row?.id ?? 0);
    }
    await ctx.db.insert(pointTransactions).values({
      user_id: other.user.id,
      type: 'earned',
      points: 99,
      description: 'Points earned from booking BOOK-20261101-AAAAAA',
    });
  });
  afterAll(async () => ctx.close());

  const get = (query: string, headers: AuthHeaders = customer.auth) =>
    ctx.app.inject({ method: 'GET', url: `/api/customer/point-transactions${query}`, headers });
  /** Ledger rows by their place in LEDGER. */
  const rows = (...places: number[]) => places.map((place) => ids[place]);
  const listedIds = (body: Array<{ id: number }>) => body.map((entry) => entry.id);

  it.each<[string, string, number[]]>([
    ['everything, newest first, as a bare array', '', [5, 4, 3, 2, 1, 0]],
    ['what was earned', '?type=earned', [3, 1, 0]],
    ['what was redeemed or taken back', '?type=debit', [5, 4, 2]],
    ['oldest first', '?sort=oldest&type=debit', [2, 4, 5]],
    ['a booking by its invoice', '?search=cccccc', [4, 3]],
    ['a reward by its name', '?search=free play', [2]],
    ['a percent sign, taken literally', '?search=100%25', [5]],
    ['a search with no match', '?search=nothing', []],
  ])('lists %s', async (_label, query, places) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
    expect(listedIds(response.json())).toEqual(rows(...places));
  });

  it.each<[string, string, object, number[]]>([
    [
      'the first page',
      '?page=1&per_page=4',
      { current_page: 1, last_page: 2, per_page: 4, total: 6, from: 1, to: 4 },
      [5, 4, 3, 2],
    ],
    ['the last page', '?page=2&per_page=4', { current_page: 2, total: 6, from: 5, to: 6 }, [1, 0]],
    ['past the end', '?page=9&per_page=4', { current_page: 9, last_page: 2, from: null, to: null }, []],
    [
      'filtered and sorted',
      '?page=1&per_page=2&type=earned&sort=oldest',
      { last_page: 2, total: 3, from: 1, to: 2 },
      [0, 1],
    ],
    ['the default page size', '?page=1', { per_page: 10, last_page: 1, total: 6 }, [5, 4, 3, 2, 1, 0]],
  ])('pages: %s', async (_label, query, paging, places) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(paging);
    expect(listedIds(response.json().data)).toEqual(rows(...places));
  });

  it.each([
    ['?type=redeemed', 'type'],
    ['?sort=biggest', 'sort'],
    ['?page=0', 'page'],
    ['?page=1&per_page=500', 'per_page'],
    [`?search=${'y'.repeat(101)}`, 'search'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('shows a customer only their own ledger', async () => {
    const response = await get('?search=AAAAAA&page=1', other.auth);
    expect(response.json()).toMatchObject({ total: 1, data: [{ points: 99 }] });
    expect((await get('?page=1', {})).statusCode).toBe(401);
  });
});
