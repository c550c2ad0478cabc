import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import { readPoints } from '../../../test/bookings';
import { adminCall, insertAdmin } from '../../../test/people';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { users } from '../../db/schema/accounts';
import { pointTransactions } from '../../db/schema/points';
import { insertLedgerEntry } from '../points/points-ledger';

/**
 * A points adjustment records who made it (point_transactions.adjusted_by): the back office's customer
 * history says "adjusted by", the customer's own history keeps its shape (earned or debit, the reason).
 */
describe('who adjusted a customer’s points', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof insertAdmin>>;
  let adminName: string;
  let customer: TestCustomer;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await insertAdmin(ctx.db);
    const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, admin.userId));
    adminName = row?.name ?? '';
    customer = await createCustomer(ctx.app, ctx.db, { name: 'Putri Ayu' });
  });
  afterAll(async () => ctx?.close());

  it('writes the admin on the ledger row; the detail names them, other rows name nobody', async () => {
    const userId = customer.user.id as number;
    await insertLedgerEntry(ctx.db, {
      user_id: userId,
      type: 'earned',
      points: 8,
      description: 'Booking INV-1',
    });
    const given = await adminCall(ctx.app, admin.auth, 'POST', `/users/${userId}/points`, {
      points: 50,
      reason: 'Controller rusak',
    });
    expect(given.statusCode, given.body).toBe(200);

    const { ledger } = await readPoints(ctx.db, userId);
    const adjusted = ledger.find((row) => row.description === 'Controller rusak');
    expect(adjusted).toMatchObject({ type: 'earned', points: 50, adjusted_by: admin.userId });
    const [earned] = await ctx.db
      .select({ adjusted_by: pointTransactions.adjusted_by })
      .from(pointTransactions)
      .where(eq(pointTransactions.description, 'Booking INV-1'));
    expect(earned?.adjusted_by).toBeNull();

    const detail = await adminCall(ctx.app, admin.auth, 'GET', `/users/${userId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.point_transactions).toMatchObject([
      { type: 'earned', points: 50, description: 'Controller rusak', adjusted_by_name: adminName },
      { type: 'earned', points: 8, description: 'Booking INV-1', adjusted_by_name: null },
    ]);
  });

  it('leaves the customer’s own history as it was: earned or debit with the reason, no adjuster', async () => {
    const taken = await adminCall(ctx.app, admin.auth, 'POST', `/users/${customer.user.id}/points`, {
      points: -20,
      reason: 'Salah input',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/customer/point-transactions',
      headers: customer.auth,
    });
    expect(own.statusCode, own.body).toBe(200);
    const body = JSON.stringify(own.json());
    expect(body).toContain('Salah input');
    expect(body).not.toContain('adjusted');
    expect(body).not.toContain(adminName);
  });
});
