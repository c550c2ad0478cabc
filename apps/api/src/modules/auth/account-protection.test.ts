import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, newRegistration, nextIp, readLatestCode, toCanonical } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { users, verificationCodes } from '../../db/schema/accounts';
import { loginLockouts } from '../../db/schema/login-lockouts';
import { outboundMessages } from '../../db/schema/messaging';
import { LOGIN_LOCK_RULES } from './login-lockout';

// Record 0013: the registration token, uniform answers about phones, and progressive login locks.
describe('account protection', () => {
  let ctx: TestContext;
  const post = (url: string, payload: object, remoteAddress = nextIp()) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
  const answerOf = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function register(overrides: Record<string, unknown> = {}) {
    const registration = newRegistration(overrides);
    const response = await post('/api/auth/register', registration);
    expect(response.statusCode).toBe(201);
    return { registration, token: response.json().registration_token as string };
  }

  const codesSentTo = async (phone: string) =>
    (
      await ctx.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.to_phone, toCanonical(phone)))
    ).length;

  describe('changing the number of an unverified registration', () => {
    it("cannot move someone else's registration to another phone", async () => {
      const victim = await register();
      const attacker = await register();
      const attackerPhone = newRegistration().phone;
      for (const registration_token of [undefined, 'x'.repeat(43), attacker.token]) {
        const response = await post('/api/auth/change-phone', {
          current_phone: victim.registration.phone,
          new_phone: attackerPhone,
          ...(registration_token ? { registration_token } : {}),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Phone number not found. Please register again.' });
      }
      const [row] = await ctx.db.select().from(users).where(eq(users.username, victim.registration.username));
      expect(row?.phone).toBe(toCanonical(victim.registration.phone));
      expect(await codesSentTo(attackerPhone)).toBe(0);
    });

    it('moves with the registration token, which stops working once the phone is verified or it expires', async () => {
      const { registration, token } = await register();
      const first = newRegistration().phone;
      const moved = await post('/api/auth/change-phone', {
        current_phone: registration.phone,
        new_phone: first,
        registration_token: token,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().phone).toBe(first);

      // Expired: refused like any other caller.
      await ctx.db
        .update(users)
        .set({ registration_token_expires_at: new Date(Date.now() - 1000) })
        .where(eq(users.username, registration.username));
      const late = await post('/api/auth/change-phone', {
        current_phone: first,
        new_phone: newRegistration().phone,
        registration_token: token,
      });
      expect(late.statusCode).toBe(404);

      await ctx.db
        .update(users)
        .set({ registration_token_expires_at: new Date(Date.now() + 60_000) })
        .where(eq(users.username, registration.username));
      const { code } = await readLatestCode(ctx.db, toCanonical(first));
      expect((await post('/api/auth/activate-account', { phone: first, token: code })).statusCode).toBe(200);
      const [row] = await ctx.db.select().from(users).where(eq(users.username, registration.username));
      expect(row?.registration_token_hash).toBeNull();
      const afterVerification = await post('/api/auth/change-phone', {
        current_phone: first,
        new_phone: newRegistration().phone,
        registration_token: token,
      });
      expect(afterVerification.statusCode).toBe(404);
    });
  });

  describe('answers that do not tell which phones have accounts', () => {
    it('activation: an unknown phone, a verified account and a wrong or expired code answer alike', async () => {
      const pending = await register();
      const expired = await register();
      const { registration: verified } = await createCustomer(ctx.app, ctx.db);
      const { code } = await readLatestCode(ctx.db, toCanonical(pending.registration.phone));
      const wrong = code === '000000' ? '111111' : '000000';
      const [expiredUser] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.username, expired.registration.username));
      await ctx.db
        .update(verificationCodes)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.user_id, expiredUser?.id ?? 0));
      const expiredCode = (await readLatestCode(ctx.db, toCanonical(expired.registration.phone))).code;

      const answers = [
        await post('/api/auth/activate-account', { phone: '081200000001', token: wrong }),
        await post('/api/auth/activate-account', { phone: verified.phone, token: wrong }),
        await post('/api/auth/activate-account', { phone: pending.registration.phone, token: wrong }),
        await post('/api/auth/activate-account', { phone: expired.registration.phone, token: expiredCode }),
      ].map(answerOf);
      expect(answers[0]).toEqual({
        status: 422,
        body: {
          message: 'Invalid verification code. Please check and try again.',
          errors: { token: ['validation.invalid'] },
        },
      });
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    });

    it('resending without the registration token: unknown, waiting and verified phones answer alike', async () => {
      const pending = await register();
      const { registration: verified } = await createCustomer(ctx.app, ctx.db);
      const answers = [
        await post('/api/auth/activate-account', { phone: '081200000002' }),
        await post('/api/auth/activate-account', { phone: pending.registration.phone }),
        // Within the minute: the waiting registration's own device would be told to wait.
        await post('/api/auth/activate-account', { phone: pending.registration.phone }),
        await post('/api/auth/activate-account', { phone: verified.phone }),
      ].map(answerOf);
      expect(answers[0]).toEqual({
        status: 200,
        body: { message: 'A new verification code has been sent to your WhatsApp.' },
      });
      for (const answer of answers) expect(answer).toEqual(answers[0]);

      const own = await post('/api/auth/activate-account', {
        phone: pending.registration.phone,
        registration_token: pending.token,
      });
      expect(own.statusCode).toBe(429);
      expect(own.json().message).toMatch(/^Please wait .+ before requesting a new code\.$/);
    });

    it('a waiting registration still gets its code when resent without the token', async () => {
      const { registration } = await register();
      await ctx.db.execute(
        sql`update rate_limits set window_started_at = now() - interval '2 minutes' where key like 'code-cooldown:%'`,
      );
      const before = await codesSentTo(registration.phone);
      expect((await post('/api/auth/activate-account', { phone: registration.phone })).statusCode).toBe(200);
      await expect.poll(() => codesSentTo(registration.phone)).toBe(before + 1);
    });

    it('password reset: an unknown phone, an unverified account and a wrong or expired token answer alike', async () => {
      const { registration: pending } = await register();
      const { registration: noCode } = await createCustomer(ctx.app, ctx.db);
      const { registration: withCode } = await createCustomer(ctx.app, ctx.db);
      const { registration: expired } = await createCustomer(ctx.app, ctx.db);
      for (const phone of [withCode.phone, expired.phone]) {
        await post('/api/auth/request-reset-token', { phone });
      }
      const { code } = await readLatestCode(ctx.db, toCanonical(withCode.phone), 'password_reset');
      const expiredCode = (await readLatestCode(ctx.db, toCanonical(expired.phone), 'password_reset')).code;
      const [expiredUser] = await ctx.db.select().from(users).where(eq(users.username, expired.username));
      await ctx.db
        .update(verificationCodes)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.user_id, expiredUser?.id ?? 0));
      const wrong = code === '000000' ? '111111' : '000000';

      const password = { password: 'BaruSekali#9', password_confirmation: 'BaruSekali#9' };
      const tries = [
        { phone: '081200000003', token: wrong },
        { phone: pending.phone, token: wrong },
        { phone: noCode.phone, token: wrong },
        { phone: withCode.phone, token: wrong },
        { phone: expired.phone, token: expiredCode },
      ];
      const expected = {
        status: 422,
        body: {
          message: 'Invalid token. Please check and try again.',
          errors: { token: ['validation.invalid'] },
        },
      };
      for (const attempt of tries) {
        expect(answerOf(await post('/api/auth/verify-reset-token', attempt)), attempt.phone).toEqual(
          expected,
        );
        expect(
          answerOf(await post('/api/auth/reset-password', { ...attempt, ...password })),
          attempt.phone,
        ).toEqual(expected);
      }
    });

    it('change number: an unknown phone, a waiting and a verified account answer alike without proof', async () => {
      const pending = await register();
      const { registration: verified } = await createCustomer(ctx.app, ctx.db);
      const newPhone = newRegistration().phone;
      const answers = [
        await post('/api/auth/change-phone', {
          current_phone: '081200000004',
          new_phone: newPhone,
          registration_token: pending.token,
        }),
        await post('/api/auth/change-phone', {
          current_phone: pending.registration.phone,
          new_phone: newPhone,
        }),
        await post('/api/auth/change-phone', {
          current_phone: verified.phone,
          new_phone: newPhone,
          registration_token: pending.token,
        }),
      ].map(answerOf);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]?.status).toBe(404);
    });
  });

  describe('failed logins', () => {
    const wrongPassword = 'Wrong#1234';
    const login = (identifier: string, password: string, address: string) =>
      post('/api/auth/login', { identifier, password }, address);
    /** Ends the locks now, as if their time had passed. */
    const endLocks = () =>
      ctx.db
        .update(loginLockouts)
        .set({ locked_until: sql`now() - interval '1 second'` })
        .where(like(loginLockouts.key, '%'));
    const retryAfter = (response: { headers: Record<string, unknown> }) =>
      Number(response.headers['retry-after']);

    it('count per account: username in any case and phone in any form share one count', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      const address = nextIp();
      const spellings = [
        registration.username,
        registration.username.toUpperCase(),
        registration.phone,
        `+62${registration.phone.slice(1)}`,
        toCanonical(registration.phone),
      ];
      for (const identifier of spellings) {
        expect((await login(identifier, wrongPassword, address)).statusCode, identifier).toBe(401);
      }
      const locked = await login(registration.phone, registration.password, address);
      expect(locked.statusCode).toBe(429);
    });

    it('locks out the guessing address, not the customer elsewhere', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      const guesser = nextIp();
      for (let attempt = 0; attempt < LOGIN_LOCK_RULES.perAddressThreshold; attempt++) {
        await login(registration.username, wrongPassword, guesser);
      }
      expect((await login(registration.username, registration.password, guesser)).statusCode).toBe(429);
      expect((await login(registration.username, registration.password, nextIp())).statusCode).toBe(200);
    });

    it('locks for 1 minute after 5 failures, doubling with each further one up to 15 minutes; success resets', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      const address = nextIp();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await login(registration.username, wrongPassword, address)).statusCode).toBe(401);
      }
      const waits: number[] = [];
      for (let failure = 5; failure <= 10; failure++) {
        const refused = await login(registration.username, wrongPassword, address);
        expect(refused.statusCode).toBe(429);
        waits.push(retryAfter(refused));
        await endLocks();
        expect((await login(registration.username, wrongPassword, address)).statusCode).toBe(401);
      }
      const expected = [60, 120, 240, 480, 900, 900];
      waits.forEach((wait, index) => {
        expect(wait).toBeLessThanOrEqual(expected[index] ?? 0);
        expect(wait).toBeGreaterThan((expected[index] ?? 0) - 10);
      });

      await endLocks();
      expect((await login(registration.username, registration.password, address)).statusCode).toBe(200);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await login(registration.username, wrongPassword, address)).statusCode).toBe(401);
      }
      const again = await login(registration.username, wrongPassword, address);
      expect(again.statusCode).toBe(429);
      expect(retryAfter(again)).toBeLessThanOrEqual(60);
    });

    it('bounds guessing spread over many addresses: the account locks after 20 failures', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      for (let attempt = 0; attempt < LOGIN_LOCK_RULES.perAccountThreshold; attempt++) {
        expect((await login(registration.phone, wrongPassword, nextIp())).statusCode).toBe(401);
      }
      const locked = await login(registration.username, registration.password, nextIp());
      expect(locked.statusCode).toBe(429);
      expect(retryAfter(locked)).toBeLessThanOrEqual(60);
    });

    it('evaluates at most 5 of 30 parallel wrong passwords from one address', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      const address = nextIp();
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => login(registration.username, wrongPassword, address)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LOCK_RULES.perAddressThreshold);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        30 - LOGIN_LOCK_RULES.perAddressThreshold,
      );
      // The guesses are counted failures: the address stays locked out of the account.
      expect((await login(registration.username, registration.password, address)).statusCode).toBe(429);
    });

    it('counts a failure only once the password was checked wrong: 8 parallel right logins all pass', async () => {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      const address = nextIp();
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => login(registration.username, registration.password, address)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(
        await ctx.db
          .select()
          .from(loginLockouts)
          .where(like(loginLockouts.key, `%|ip:${address}`)),
      ).toEqual([]);
    });

    it('an unknown name locks like an account, so locks tell nothing', async () => {
      const address = nextIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        statuses.push((await login('nobody_by_that_name', wrongPassword, address)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });
});
