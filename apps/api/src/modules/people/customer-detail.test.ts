import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../../../test/bookings';
import { adminCall } from '../../../test/people';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { pointTransactions } from '../../db/schema/points';

/** A demo customer's detail: what the desk answers them with, as the database holds it. */
describe('GET /api/admin/users/{id} of a customer with a history', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    admin = await adminAuth(ctx.app, ctx.db);
  });
  afterAll(async () => ctx?.close());

  it('lists their recent bookings and ledger, newest first, and the balance', async () => {
    const [customer] = await ctx.db.select().from(users).where(eq(users.username, 'salsaputri'));
    if (!customer) throw new Error('no demo customer salsaputri');
    const theirs = await ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.user_id, customer.id))
      .orderBy(desc(bookings.created_at), desc(bookings.id));
    const ledger = await ctx.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.user_id, customer.id))
      .orderBy(desc(pointTransactions.id));
    expect(theirs.length).toBeGreaterThan(0);

    const answer = await adminCall(ctx.app, admin, 'GET', `/users/${customer.id}`);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({
      username: 'salsaputri',
      role: 'customer',
      total_points: customer.total_points,
    });
    expect(data).not.toHaveProperty('password_hash');
    expect(data.bookings.map((booking: { invoice_number: string }) => booking.invoice_number)).toEqual(
      theirs.slice(0, 20).map((booking) => booking.invoice_number),
    );
    expect(data.bookings[0]).toMatchObject({
      status: theirs[0]?.status,
      total_price: theirs[0]?.total_price,
      booking_type: theirs[0]?.booking_type,
    });
    expect(data.point_transactions.map((entry: { id: number }) => entry.id)).toEqual(
      ledger.slice(0, 20).map((entry) => entry.id),
    );
  });
});
