import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import { insertCustomers } from '../../../test/rewards';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { users } from '../../db/schema/accounts';

// Record 0034: the start-up admin's name (ADMIN_USERNAME) is the operator's, not a profile field.
describe('POST /api/customer/update-profile and the reserved start-up admin name', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The reserved name comes from the configuration, not from a constant.
    ctx = await createTestApp({ ADMIN_USERNAME: 'chief' });
  });
  afterAll(async () => ctx.close());

  async function teamAccount(role: 'staff' | 'admin', username: string) {
    const [account] = await insertCustomers(ctx.db, 1, 0);
    if (!account) throw new Error('no account written');
    await ctx.db.update(users).set({ role, username }).where(eq(users.id, account.userId));
    return account;
  }
  const update = (auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/customer/update-profile', headers: auth, payload });

  it.each([
    ['staff', 'CHIEF'],
    ['admin', 'Chief'],
  ] as const)('a %s account cannot take the reserved name (as %s)', async (role, name) => {
    const { auth, userId } = await teamAccount(role, `${role}_${Date.now() % 100_000}`);
    const response = await update(auth, { username: name });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'username: The username chief belongs to the start-up admin account; it is changed only by the ADMIN_USERNAME setting.',
      errors: { username: ['validation.not_in'] },
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row?.username.toLowerCase()).not.toBe('chief');
  });

  it('an account holding the reserved name cannot give it up, and keeps editing its other fields', async () => {
    const { auth, userId } = await teamAccount('admin', 'chief');
    const response = await update(auth, { username: 'chief_two' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ username: ['validation.prohibited'] });
    expect(response.json().message).toContain('ADMIN_USERNAME');

    const kept = await update(auth, { username: 'Chief', name: 'Kepala Venue', email: 'chief@example.id' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().user).toMatchObject({ name: 'Kepala Venue', email: 'chief@example.id' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row?.username.toLowerCase()).toBe('chief');
  });

  it('other names stay free to change, for staff and customers alike', async () => {
    const staff = await teamAccount('staff', `desk_${Date.now() % 100_000}`);
    expect((await update(staff.auth, { username: 'admin_desk' })).statusCode).toBe(200);
    const customer = await createCustomer(ctx.app, ctx.db);
    const renamed = await update(customer.auth, { username: `${customer.registration.username}_b` });
    expect(renamed.statusCode).toBe(200);
  });

  it('names each key it does not know in a sentence, never as "_"', async () => {
    const { auth } = await createCustomer(ctx.app, ctx.db);
    const response = await update(auth, { name: 'Rina', nickname: 'rin', favourite_console: 'PS5' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'nickname: The nickname field is prohibited; favourite_console: The favourite_console field is prohibited',
      errors: { nickname: ['validation.prohibited'], favourite_console: ['validation.prohibited'] },
    });
  });
});
