import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import { insertCustomers } from '../../../test/rewards';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { sessions, users } from '../../db/schema/accounts';

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

// spec 2 §5 "Profile": the form sends only changed fields, a new password and its confirmation included.
describe('POST /api/customer/update-profile with a new password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const NEW_PASSWORD = 'Baru#Sandi2026';
  const update = (auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/customer/update-profile', headers: auth, payload });
  const logIn = (identifier: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
  const profileStatus = async (auth: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: auth })).statusCode;
  /** Moves every session of the account's login back by `minutes`, as if it had logged in then. */
  const ageSessions = (userId: number, minutes: number) =>
    ctx.db
      .update(sessions)
      .set({ created_at: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.user_id, userId));

  it('is taken from a session that logged in within 15 minutes, ending the other sessions only', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const { username, password } = customer.registration;
    const other = await logIn(username, password);
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    await ageSessions(customer.user.id, 14);

    const response = await update(customer.auth, {
      name: 'Rina Baru',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully',
      user: { name: 'Rina Baru' },
    });
    expect(response.json().user).not.toHaveProperty('password_hash');

    expect(await profileStatus(customer.auth)).toBe(200);
    expect(await profileStatus(otherAuth)).toBe(401);
    expect((await logIn(username, password)).statusCode).toBe(401);
    expect((await logIn(username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('asks for the current password (403) when the login is older than 15 minutes, changing nothing', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    await ageSessions(customer.user.id, 16);
    const response = await update(customer.auth, {
      name: 'Tidak Berubah',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Please enter your current password to change it: you logged in more than 15 minutes ago.',
      errors: { current_password: ['validation.required'] },
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.name).toBe(customer.registration.name);
    expect((await logIn(customer.registration.username, customer.registration.password)).statusCode).toBe(
      200,
    );
  });

  it('takes the right current password from an older login, and refuses a wrong one', async () => {
    const customer = await createCustomer(ctx.app, ctx.db);
    await ageSessions(customer.user.id, 60 * 24);
    const change = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const wrong = await update(customer.auth, { ...change, current_password: 'Salah#Sandi1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'current_password: The current password is incorrect.',
      errors: { current_password: ['validation.current_password'] },
    });

    const right = await update(customer.auth, {
      ...change,
      current_password: customer.registration.password,
    });
    expect(right.statusCode).toBe(200);
    expect((await logIn(customer.registration.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      'a confirmation that differs',
      { password: NEW_PASSWORD, password_confirmation: 'Lain#Sandi2026' },
      { password_confirmation: ['validation.confirmed'] },
      "password_confirmation: Passwords don't match",
    ],
    [
      'no confirmation',
      { password: NEW_PASSWORD },
      { password_confirmation: ['validation.confirmed'] },
      "password_confirmation: Passwords don't match",
    ],
    [
      'a weak password',
      { password: 'pendek', password_confirmation: 'pendek' },
      { password: ['validation.min.string', 'validation.regex'] },
      'password: Password must be at least 8 characters',
    ],
    [
      'a confirmation without a password',
      { name: 'Rina', password_confirmation: NEW_PASSWORD },
      { password_confirmation: ['validation.required_with'] },
      'password_confirmation: The password confirmation is sent with a new password.',
    ],
    [
      'a current password without a new one',
      { current_password: 'Apa#Saja2026' },
      { current_password: ['validation.required_with'] },
      'current_password: The current password is sent only to change the password.',
    ],
  ])('refuses %s (422), naming only the keys sent', async (_case, payload, errors, message) => {
    const customer = await createCustomer(ctx.app, ctx.db);
    const response = await update(customer.auth, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(response.json().message).toContain(message);
    expect(response.json().message).not.toMatch(/^_:/);
  });

  it('answers 401 without a session', async () => {
    const response = await update({}, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });
});

// Issue 30 (docs/decisions/0048): the language switch saves the choice on the account, and the profile
// answers it, so another device without a choice of its own takes it.
describe('the account language in the profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const update = (auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/customer/update-profile', headers: auth, payload });
  const profile = (auth: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: auth });

  it('is null until chosen', async () => {
    const { auth } = await createCustomer(ctx.app, ctx.db);
    expect((await profile(auth)).json().user.language).toBeNull();
  });

  it.each(['id', 'en'] as const)('saves %s and answers it in the profile', async (language) => {
    const { auth } = await createCustomer(ctx.app, ctx.db);
    const response = await update(auth, { language });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBe(language);
    expect((await profile(auth)).json().user.language).toBe(language);
  });

  it.each([['fr'], [''], [null], [1]])('refuses %j with 422 and keeps the language', async (language) => {
    const { auth } = await createCustomer(ctx.app, ctx.db);
    await update(auth, { language: 'id' });
    const response = await update(auth, { language });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['language']);
    expect((await profile(auth)).json().user.language).toBe('id');
  });

  it("changes only the caller's own account", async () => {
    const first = await createCustomer(ctx.app, ctx.db);
    const second = await createCustomer(ctx.app, ctx.db);
    await update(second.auth, { language: 'en' });
    // Naming another account changes nothing: the profile has no id to aim at, and unknown keys are refused.
    const aimed = await update(first.auth, {
      language: 'id',
      id: (await profile(second.auth)).json().user.id,
    });
    expect(aimed.statusCode).toBe(422);
    expect((await update(first.auth, { language: 'id' })).statusCode).toBe(200);
    expect((await profile(second.auth)).json().user.language).toBe('en');
    expect((await profile(first.auth)).json().user.language).toBe('id');
  });

  it('is refused without a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/update-profile',
      payload: { language: 'id' },
    });
    expect(response.statusCode).toBe(401);
  });
});
