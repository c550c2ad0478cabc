import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, newRegistration, nextIp, readLatestCode, toCanonical } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { users, verificationCodes } from '../../db/schema/accounts';
import { startSweeper } from '../../jobs/sweeper';

// Record 0036: an unverified registration gives way to a newer one for its phone, and expires.
describe('unverified registrations give way', () => {
  let ctx: TestContext;
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
  const register = async (overrides: Record<string, unknown> = {}) => {
    const registration = newRegistration(overrides);
    const response = await post('/api/auth/register', registration);
    return { registration, response, token: response.json().registration_token as string | undefined };
  };
  const accountsNamed = (username: string) =>
    ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  const accountsOf = (phone: string) =>
    ctx.db
      .select()
      .from(users)
      .where(eq(users.phone, toCanonical(phone)));
  const logIn = (identifier: string, password: string) =>
    post('/api/auth/login', { identifier, password }).then((response) => response.statusCode);
  /** Puts a registration past its 24 hours without waiting. */
  const expire = (username: string) =>
    ctx.db
      .update(users)
      .set({ registration_token_expires_at: sql`now() - interval '1 second'` })
      .where(eq(users.username, username));

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("the issue's squatter: the owner registers their own phone, and only the owner's code activates", async () => {
    const victimPhone = newRegistration().phone;
    const squatter = await register({
      phone: victimPhone,
      username: 'squatter_x',
      email: 'sq@example.id',
      password: 'Squatter#123',
      password_confirmation: 'Squatter#123',
    });
    expect(squatter.response.statusCode).toBe(201);
    // The squatter's code went to the owner's phone.
    const squattersCode = (await readLatestCode(ctx.db, toCanonical(victimPhone))).code;

    const victim = await register({ phone: victimPhone, username: 'rightful_owner' });
    expect(victim.response.statusCode).toBe(201);
    expect(victim.response.json()).toMatchObject({ phone: victimPhone, code_sent: true });
    // The squatter's registration is gone, with its codes; its username and email are free again.
    expect(await accountsNamed('squatter_x')).toHaveLength(0);
    expect(await accountsOf(victimPhone)).toHaveLength(1);
    const ownersCode = (await readLatestCode(ctx.db, toCanonical(victimPhone))).code;

    // A code sent to the replaced registration activates nothing, from the squatter's device or any.
    for (const registration_token of [squatter.token, undefined]) {
      // (One in a million: both codes alike; the owner's code is no longer the squatter's to use then.)
      if (!registration_token && squattersCode === ownersCode) continue;
      const replacedCode = await post('/api/auth/activate-account', {
        phone: victimPhone,
        token: squattersCode,
        ...(registration_token ? { registration_token } : {}),
      });
      expect(replacedCode.statusCode).toBe(422);
      expect(replacedCode.json().message).toBe('Invalid verification code. Please check and try again.');
    }

    const activated = await post('/api/auth/activate-account', {
      phone: victimPhone,
      token: ownersCode,
      registration_token: victim.token,
    });
    expect(activated.statusCode).toBe(200);
    expect(await logIn('rightful_owner', victim.registration.password)).toBe(200);
    expect(await logIn('squatter_x', squatter.registration.password)).toBe(401);
    expect(await logIn(victimPhone, squatter.registration.password)).toBe(401);
    const [owner] = await accountsOf(victimPhone);
    expect(owner).toMatchObject({ username: 'rightful_owner', status: 'active' });
    expect((await register({ username: 'squatter_x', email: 'sq@example.id' })).response.statusCode).toBe(
      201,
    );
  });

  it("a code typed on the owner's device never activates a registration made after it elsewhere", async () => {
    const phone = newRegistration().phone;
    const owner = await register({ phone });
    const squatter = await register({ phone });
    expect(squatter.response.statusCode).toBe(201);
    // The newest code on the phone is the squatter's; the owner's device sends its registration token.
    const { code } = await readLatestCode(ctx.db, toCanonical(phone));
    const typed = await post('/api/auth/activate-account', {
      phone,
      token: code,
      registration_token: owner.token,
    });
    expect(typed.statusCode).toBe(422);
    const [row] = await accountsOf(phone);
    expect(row).toMatchObject({ username: squatter.registration.username, status: 'inactive' });
  });

  it("changing a registration's number to one an unverified registration holds replaces that one", async () => {
    const squatter = await register();
    const owner = await register();
    const moved = await post('/api/auth/change-phone', {
      current_phone: owner.registration.phone,
      new_phone: squatter.registration.phone,
      registration_token: owner.token,
    });
    expect(moved.statusCode).toBe(200);
    expect(await accountsNamed(squatter.registration.username)).toHaveLength(0);
    const { code } = await readLatestCode(ctx.db, toCanonical(squatter.registration.phone));
    const activated = await post('/api/auth/activate-account', {
      phone: squatter.registration.phone,
      token: code,
      registration_token: owner.token,
    });
    expect(activated.statusCode).toBe(200);
    const [row] = await accountsOf(squatter.registration.phone);
    expect(row).toMatchObject({ username: owner.registration.username, status: 'active' });
  });

  it('a verified account keeps its phone, and a live registration keeps its username and email', async () => {
    const { registration: verified } = await createCustomer(ctx.app, ctx.db);
    const onVerified = await register({ phone: verified.phone });
    expect(onVerified.response.statusCode).toBe(422);
    expect(onVerified.response.json().errors).toEqual({ phone: ['validation.unique'] });

    const waiting = await register({ email: 'waiting@example.id' });
    const sameNames = await register({
      username: waiting.registration.username.toUpperCase(),
      email: 'WAITING@example.id',
    });
    expect(sameNames.response.statusCode).toBe(422);
    expect(sameNames.response.json().errors).toEqual({
      email: ['validation.unique'],
      username: ['validation.unique'],
    });
  });

  it('an expired registration holds nothing and activates nothing', async () => {
    const stale = await register({ email: 'stale@example.id' });
    const { code } = await readLatestCode(ctx.db, toCanonical(stale.registration.phone));
    await expire(stale.registration.username);
    const late = await post('/api/auth/activate-account', { phone: stale.registration.phone, token: code });
    expect(late.statusCode).toBe(422);

    const taker = await register({ username: stale.registration.username, email: 'stale@example.id' });
    expect(taker.response.statusCode).toBe(201);
    const [row] = await accountsNamed(stale.registration.username);
    expect(row?.phone).toBe(toCanonical(taker.registration.phone));
    expect(await accountsOf(stale.registration.phone)).toHaveLength(0);
  });

  it('the sweeper deletes expired registrations and their codes, and leaves the others', async () => {
    const stale = await register();
    const live = await register();
    const { registration: verified } = await createCustomer(ctx.app, ctx.db);
    await expire(stale.registration.username);
    // A verified account's registration time passing changes nothing.
    await expire(verified.username);
    const [staleRow] = await accountsNamed(stale.registration.username);

    const stop = startSweeper({ db: ctx.db, log: ctx.app.log, payments: ctx.app.payments }, 0.05);
    try {
      await expect.poll(() => accountsNamed(stale.registration.username), { timeout: 5000 }).toHaveLength(0);
    } finally {
      stop();
    }
    expect(
      await ctx.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.user_id, staleRow?.id ?? 0)),
    ).toHaveLength(0);
    expect(await accountsNamed(live.registration.username)).toHaveLength(1);
    expect(await accountsNamed(verified.username)).toHaveLength(1);
  });

  it('registrations for one phone at once end with exactly one account', async () => {
    for (const holder of ['none', 'unverified'] as const) {
      const phone = newRegistration().phone;
      if (holder === 'unverified') expect((await register({ phone })).response.statusCode).toBe(201);
      const racers = Array.from({ length: 4 }, () => newRegistration({ phone }));
      const answers = await Promise.all(
        racers.map((registration) => post('/api/auth/register', registration)),
      );
      for (const answer of answers) {
        expect([201, 422], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 422) expect(answer.json().errors).toEqual({ phone: ['validation.unique'] });
      }
      expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
      const holders = await accountsOf(phone);
      expect(holders, holder).toHaveLength(1);
      const survivor = racers.findIndex((racer) => racer.username === holders[0]?.username);
      expect(answers[survivor]?.statusCode).toBe(201);
      const others = racers.filter((_, index) => index !== survivor).map((racer) => racer.username);
      const left = await ctx.db
        .select()
        .from(users)
        .where(or(...others.map((username) => eq(users.username, username))));
      expect(left).toHaveLength(0);
    }
  });
});
