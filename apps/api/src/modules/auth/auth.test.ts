import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, newRegistration, nextIp, readLatestCode, toCanonical } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { sessions, users, verificationCodes } from '../../db/schema/accounts';

describe('accounts API', () => {
  let ctx: TestContext;
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = nextIp(),
  ) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

  beforeAll(async () => {
    ctx = await createTestApp({ ADMIN_PASSWORD: 'Admin-Pass-123' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('registration and activation', () => {
    it('creates an inactive account, sends a code by WhatsApp and activates it with the code', async () => {
      const registration = newRegistration({ email: 'budi.reg@example.id' });
      const response = await post('/api/auth/register', registration);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ phone: registration.phone, code_sent: true });
      expect(response.json().registration_token).toMatch(/^[\w-]{43}$/);

      const [user] = await ctx.db.select().from(users).where(eq(users.username, registration.username));
      expect(user).toMatchObject({
        status: 'inactive',
        phone: toCanonical(registration.phone),
        role: 'customer',
      });
      expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      const login = await post('/api/auth/login', {
        identifier: registration.username,
        password: registration.password,
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toContain('Your account is not active');

      const { code } = await readLatestCode(ctx.db, toCanonical(registration.phone));
      const activated = await post('/api/auth/activate-account', { phone: registration.phone, token: code });
      expect(activated.statusCode).toBe(200);
      const again = await post('/api/auth/activate-account', { phone: registration.phone, token: code });
      expect(again.statusCode).toBe(422);
    });

    it('answers 422 validation.unique under each field a verified account holds', async () => {
      const { registration: first } = await createCustomer(ctx.app, ctx.db, { email: 'taken@example.id' });
      const clash = newRegistration({
        username: first.username.toUpperCase(),
        phone: first.phone,
        email: 'TAKEN@example.id',
      });
      const response = await post('/api/auth/register', clash);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        email: ['validation.unique'],
        username: ['validation.unique'],
        phone: ['validation.unique'],
      });
    });

    it.each([
      [{ name: 'Bu' }, 'name', 'validation.min.string'],
      [{ username: 'bad name' }, 'username', 'validation.regex'],
      [{ phone: '6281234567890' }, 'phone', 'validation.invalid'],
      [{ password: 'weakpassword', password_confirmation: 'weakpassword' }, 'password', 'validation.regex'],
      [{ password_confirmation: 'Different#1' }, 'password_confirmation', 'validation.confirmed'],
      [{ email: 'not-mail' }, 'email', 'validation.invalid'],
      [{ name: undefined }, 'name', 'validation.required'],
    ])('refuses %j with %s %s', async (patch, field, code) => {
      const response = await post('/api/auth/register', newRegistration(patch));
      expect(response.statusCode).toBe(422);
      const codes = response.json().errors[field];
      if (code === 'validation.invalid') expect(codes).toHaveLength(1);
      else expect(codes).toContain(code);
    });

    it('refuses the 6th try even with the right code, until a new code is sent', async () => {
      const registration = newRegistration();
      const { registration_token } = (await post('/api/auth/register', registration)).json();
      const { code } = await readLatestCode(ctx.db, toCanonical(registration.phone));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await post('/api/auth/activate-account', {
          phone: registration.phone,
          token: wrong,
        });
        expect(response.statusCode).toBe(422);
      }
      const sixth = await post('/api/auth/activate-account', { phone: registration.phone, token: code });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe('Too many wrong codes. Please request a new code.');

      // A new code may be asked for a minute after the last one; move the clock of the cooldown back.
      await ctx.db.execute(
        sql`update rate_limits set window_started_at = now() - interval '2 minutes' where key like 'code-cooldown:%'`,
      );
      expect(
        (await post('/api/auth/activate-account', { phone: registration.phone, registration_token }))
          .statusCode,
      ).toBe(200);
      const fresh = await readLatestCode(ctx.db, toCanonical(registration.phone));
      expect(
        (await post('/api/auth/activate-account', { phone: registration.phone, token: fresh.code }))
          .statusCode,
      ).toBe(200);
    });

    it('resends at most once a minute, and the new code replaces the old one', async () => {
      const registration = newRegistration();
      const { registration_token } = (await post('/api/auth/register', registration)).json();
      const first = await readLatestCode(ctx.db, toCanonical(registration.phone));
      const resend = () =>
        post('/api/auth/activate-account', { phone: registration.phone, registration_token });
      const tooSoon = await resend();
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().message).toMatch(
        /^Please wait (\d+ seconds|1 minute) before requesting a new code\.$/,
      );

      await ctx.db.execute(
        sql`update rate_limits set window_started_at = now() - interval '2 minutes' where key like 'code-cooldown:%'`,
      );
      expect((await resend()).statusCode).toBe(200);
      const second = await readLatestCode(ctx.db, toCanonical(registration.phone));
      if (second.code !== first.code) {
        const old = await post('/api/auth/activate-account', {
          phone: registration.phone,
          token: first.code,
        });
        expect(old.statusCode).toBe(422);
      }
      expect(
        (await post('/api/auth/activate-account', { phone: registration.phone, token: second.code }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses an expired code with the answer of a wrong one', async () => {
      const registration = newRegistration();
      await post('/api/auth/register', registration);
      const { code } = await readLatestCode(ctx.db, toCanonical(registration.phone));
      await ctx.db.update(verificationCodes).set({ expires_at: new Date(Date.now() - 1000) });
      const response = await post('/api/auth/activate-account', { phone: registration.phone, token: code });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Invalid verification code. Please check and try again.');
    });

    it('moves a pending account to a new phone and sends the code there', async () => {
      const registration = newRegistration();
      const { registration_token } = (await post('/api/auth/register', registration)).json();
      const other = newRegistration();
      const { registration: taken } = await createCustomer(ctx.app, ctx.db);
      const clash = await post('/api/auth/change-phone', {
        current_phone: registration.phone,
        new_phone: taken.phone,
        registration_token,
      });
      expect(clash.statusCode).toBe(422);
      expect(clash.json().errors).toEqual({ new_phone: ['validation.unique'] });

      const moved = await post('/api/auth/change-phone', {
        current_phone: registration.phone,
        new_phone: other.phone,
        registration_token,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().phone).toBe(other.phone);
      const { code } = await readLatestCode(ctx.db, toCanonical(other.phone));
      expect((await post('/api/auth/activate-account', { phone: other.phone, token: code })).statusCode).toBe(
        200,
      );
    });
  });

  describe('login and sessions', () => {
    it('logs in by username or phone, any phone form, and answers the user', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      for (const identifier of [
        registration.username.toUpperCase(),
        registration.phone,
        `+62${registration.phone.slice(1)}`,
      ]) {
        const response = await post('/api/auth/login', { identifier, password: registration.password });
        expect(response.statusCode, identifier).toBe(200);
        expect(response.json().user).toEqual({
          id: expect.any(Number),
          name: 'Budi Santoso',
          username: registration.username,
          email: null,
          phone: registration.phone,
          role: 'customer',
          total_points: 0,
          language: null,
        });
        expect(response.json().token).toMatch(/^[\w-]{43}$/);
      }
      const legacy = await post('/api/auth/login', {
        username: registration.username,
        password: registration.password,
      });
      expect(legacy.statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown user alike', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      const wrong = await post('/api/auth/login', {
        identifier: registration.username,
        password: 'Wrong#1234',
      });
      const unknown = await post('/api/auth/login', { identifier: 'nobody_here', password: 'Wrong#1234' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    });

    it('stores only a hash of the token, with 1 day or 30 days of life', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      const short = (
        await post('/api/auth/login', { identifier: registration.username, password: registration.password })
      ).json();
      const long = (
        await post('/api/auth/login', {
          identifier: registration.username,
          password: registration.password,
          remember: true,
        })
      ).json();
      const hours = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;
      expect(hours(short.expires_at)).toBeGreaterThan(23.9);
      expect(hours(short.expires_at)).toBeLessThanOrEqual(24);
      expect(hours(long.expires_at)).toBeGreaterThan(30 * 24 - 0.1);
      const rows = await ctx.db.select().from(sessions);
      expect(rows.some((row) => row.token_hash === short.token)).toBe(false);
    });

    it('answers 401 for customer calls without a valid token, and after logout or expiry', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/customer/profile' })).statusCode).toBe(401);
      const bogus = { authorization: 'Bearer not-a-token' };
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: bogus })).statusCode,
      ).toBe(401);

      const { token, auth } = await createCustomer(ctx.app, ctx.db);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: auth })).statusCode,
      ).toBe(200);
      expect((await post('/api/auth/logout', {}, auth)).statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: auth })).statusCode,
      ).toBe(401);
      expect(token).toBeTruthy();

      const second = await createCustomer(ctx.app, ctx.db);
      await ctx.db
        .update(sessions)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(sessions.user_id, second.user.id));
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: second.auth }))
          .statusCode,
      ).toBe(401);
    });

    it('reports a blocked account as not active, and its sessions stop working', async () => {
      const { registration, user, auth } = await createCustomer(ctx.app, ctx.db);
      await ctx.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
      const login = await post('/api/auth/login', {
        identifier: registration.username,
        password: registration.password,
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe(
        'Your account is not active. Please check your phone for an activation token.',
      );
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: auth })).statusCode,
      ).toBe(401);
    });

    it('lets the admin log in through the same call', async () => {
      const response = await post('/api/auth/login', { identifier: 'admin', password: 'Admin-Pass-123' });
      // The test app has no admin until one is ensured; create it the way the server does.
      if (response.statusCode === 401) {
        const { ensureAdmin } = await import('../../db/seed/ensure-admin');
        await ensureAdmin(ctx.db, { username: 'admin', password: 'Admin-Pass-123' });
      }
      const login = await post('/api/auth/login', { identifier: 'admin', password: 'Admin-Pass-123' });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.role).toBe('admin');
    });

    it('limits failed logins per account from one address with 429', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      const address = nextIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const payload = { identifier: registration.username, password: 'Wrong#1234' };
        statuses.push((await post('/api/auth/login', payload, {}, address)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const limited = await post(
        '/api/auth/login',
        { identifier: registration.username, password: registration.password },
        {},
        address,
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/,
      );
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    });
  });

  describe('password reset', () => {
    const resetAnswer = 'If this number is registered, a reset token has been sent to its WhatsApp.';

    it('answers known and unknown phones alike', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      const known = await post('/api/auth/request-reset-token', { phone: registration.phone });
      const unknown = await post('/api/auth/request-reset-token', { phone: '081277777777' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: resetAnswer });
      expect(unknown.json()).toEqual({ message: resetAnswer });
    });

    it('resets in three steps with the WhatsApp code, ending other sessions', async () => {
      const { registration, auth } = await createCustomer(ctx.app, ctx.db);
      await post('/api/auth/request-reset-token', { phone: registration.phone });
      const { code, body } = await readLatestCode(ctx.db, toCanonical(registration.phone), 'password_reset');
      expect(body).toMatch(/\/reset-password\/[\w-]{43}/);
      expect(
        (await post('/api/auth/verify-reset-token', { phone: registration.phone, token: code })).statusCode,
      ).toBe(200);
      const reset = await post('/api/auth/reset-password', {
        phone: registration.phone,
        token: code,
        password: 'BaruSekali#9',
        password_confirmation: 'BaruSekali#9',
      });
      expect(reset.statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: auth })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { identifier: registration.username, password: 'BaruSekali#9' }))
          .statusCode,
      ).toBe(200);
      const reuse = await post('/api/auth/reset-password', {
        phone: registration.phone,
        token: code,
        password: 'Another#99',
        password_confirmation: 'Another#99',
      });
      expect(reuse.statusCode).toBe(422);
    });

    it('resets by link once; a used or unknown link is refused', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      await post('/api/auth/request-reset-token', { phone: registration.phone });
      const { body } = await readLatestCode(ctx.db, toCanonical(registration.phone), 'password_reset');
      const token = /\/reset-password\/([\w-]+)/.exec(body)?.[1] ?? '';
      expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/reset-link/${token}` })).json()).toEqual({
        valid: true,
      });
      const reset = await post('/api/auth/reset-password-link', {
        token,
        password: 'LewatLink#1',
        password_confirmation: 'LewatLink#1',
      });
      expect(reset.statusCode).toBe(200);
      const again = await post('/api/auth/reset-password-link', {
        token,
        password: 'LewatLink#2',
        password_confirmation: 'LewatLink#2',
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(
        'This reset password link is invalid or has expired. Please request a new one.',
      );
      expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/reset-link/${token}` })).statusCode).toBe(
        404,
      );
      expect(
        (await post('/api/auth/login', { identifier: registration.username, password: 'LewatLink#1' }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a wrong token in step 2', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      await post('/api/auth/request-reset-token', { phone: registration.phone });
      const { code } = await readLatestCode(ctx.db, toCanonical(registration.phone), 'password_reset');
      const wrong = code === '999999' ? '111111' : '999999';
      const response = await post('/api/auth/verify-reset-token', {
        phone: registration.phone,
        token: wrong,
      });
      expect(response.statusCode).toBe(422);
    });

    it('limits reset requests per phone with 429', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        statuses.push((await post('/api/auth/request-reset-token', { phone: '081266666666' })).statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
    });
  });

  describe('profile', () => {
    it('shows and updates the profile; another account cannot take a used username', async () => {
      const first = await createCustomer(ctx.app, ctx.db);
      const second = await createCustomer(ctx.app, ctx.db);
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/customer/profile',
        headers: first.auth,
      });
      expect(profile.json().user).toMatchObject({ username: first.registration.username, total_points: 0 });

      const updated = await post(
        '/api/customer/update-profile',
        { name: 'Budi Baru', email: 'budi.baru@example.id' },
        first.auth,
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json().user).toMatchObject({ name: 'Budi Baru', email: 'budi.baru@example.id' });

      const clash = await post(
        '/api/customer/update-profile',
        { username: first.registration.username },
        second.auth,
      );
      expect(clash.statusCode).toBe(422);
      expect(clash.json().errors).toEqual({ username: ['validation.unique'] });
      const forbidden = await post('/api/customer/update-profile', { role: 'admin' }, second.auth);
      expect(forbidden.statusCode).toBe(422);
    });

    it('changes the password after checking the current one and ends the other sessions', async () => {
      const { registration, auth } = await createCustomer(ctx.app, ctx.db);
      const other = (
        await post('/api/auth/login', { identifier: registration.username, password: registration.password })
      ).json();
      const wrong = await post(
        '/api/customer/change-password',
        { current_password: 'Nope#1234', password: 'BaruLagi#12', password_confirmation: 'BaruLagi#12' },
        auth,
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ current_password: ['validation.current_password'] });

      const changed = await post(
        '/api/customer/change-password',
        {
          current_password: registration.password,
          password: 'BaruLagi#12',
          password_confirmation: 'BaruLagi#12',
        },
        auth,
      );
      expect(changed.statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: auth })).statusCode,
      ).toBe(200);
      const otherAuth = { authorization: `Bearer ${other.token}` };
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/customer/profile', headers: otherAuth }))
          .statusCode,
      ).toBe(401);
    });
  });

  it('lists the outbox newest first at /api/dev/messages', async () => {
    const registration = newRegistration();
    await post('/api/auth/register', registration);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/messages?phone=${registration.phone}`,
    });
    expect(response.statusCode).toBe(200);
    const [message] = response.json().data;
    expect(message).toMatchObject({
      to_phone: toCanonical(registration.phone),
      kind: 'activation',
      status: 'sent',
    });
    expect(message.body).toMatch(/\b\d{6}\b/);
  });
});
