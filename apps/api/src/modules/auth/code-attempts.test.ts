import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer, newRegistration, nextIp, readLatestCode, toCanonical } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { hashesMatch } from '../../lib/tokens';
import { CODE_RULES } from './verification-codes';

// Every comparison of a guess with a stored code goes through hashesMatch: counting its calls counts
// the guesses that were evaluated.
vi.mock('../../lib/tokens', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/tokens')>();
  return { ...actual, hashesMatch: vi.fn(actual.hashesMatch) };
});

const GUESSES = 60;
const ROUNDS = 5;

/** Distinct 6-digit codes, none of them `right`. */
function wrongCodes(right: string, count: number): string[] {
  const codes: string[] = [];
  for (let n = 100_000; codes.length < count; n += 7919) {
    const code = String(n % 1_000_000).padStart(6, '0');
    if (code !== right && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

// Five wrong codes kill a code (issue "Accounts"); the limit must hold however many guesses arrive at
// once, on both engines: counting a guess and checking the limit is one guarded statement.
describe('wrong-code limit under parallel guesses', () => {
  let ctx: TestContext;
  const evaluations = vi.mocked(hashesMatch);

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Sends the wrong guesses and then the right code, all at once; reports what was evaluated. */
  async function guessInParallel(url: string, payload: (token: string) => object, right: string) {
    const guesses = [...wrongCodes(right, GUESSES - 1), right];
    evaluations.mockClear();
    const responses = await Promise.all(
      guesses.map((token) =>
        ctx.app.inject({ method: 'POST', url, payload: payload(token), remoteAddress: nextIp() }),
      ),
    );
    const outcomes = evaluations.mock.results.map((result) => result.value as boolean);
    const rightAt = outcomes.indexOf(true);
    return {
      evaluated: outcomes.length,
      wrongEvaluated: outcomes.filter((matched) => !matched).length,
      wrongBeforeRight: rightAt === -1 ? null : rightAt,
      rightStatus: responses.at(-1)?.statusCode,
      okCount: responses.filter((response) => response.statusCode === 200).length,
    };
  }

  it(`evaluates at most ${CODE_RULES.maxFailedAttempts} of ${GUESSES} parallel activation guesses`, async () => {
    const figures: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const registration = newRegistration();
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration,
        remoteAddress: nextIp(),
      });
      const { code } = await readLatestCode(ctx.db, toCanonical(registration.phone));
      const result = await guessInParallel(
        '/api/auth/activate-account',
        (token) => ({ phone: registration.phone, token }),
        code,
      );
      figures.push(result.evaluated);
      expect(result.evaluated, 'guesses evaluated').toBeLessThanOrEqual(CODE_RULES.maxFailedAttempts);
      // The right code counts only if fewer than five wrong ones were evaluated before it.
      if (result.rightStatus === 200) {
        expect(result.wrongBeforeRight).toBeLessThan(CODE_RULES.maxFailedAttempts);
      } else {
        expect(result.wrongEvaluated).toBe(CODE_RULES.maxFailedAttempts);
        const late = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/activate-account',
          payload: { phone: registration.phone, token: code },
          remoteAddress: nextIp(),
        });
        expect(late.statusCode).toBe(429);
      }
      expect(result.okCount).toBeLessThanOrEqual(1);
    }
    expect(Math.max(...figures)).toBeLessThanOrEqual(CODE_RULES.maxFailedAttempts);
  });

  it('evaluates at most five wrong parallel guesses of a reset code, and refuses the right one after them', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { registration } = await createCustomer(ctx.app, ctx.db);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-reset-token',
        payload: { phone: registration.phone },
        remoteAddress: nextIp(),
      });
      const { code } = await readLatestCode(ctx.db, toCanonical(registration.phone), 'password_reset');
      const result = await guessInParallel(
        '/api/auth/verify-reset-token',
        (token) => ({ phone: registration.phone, token }),
        code,
      );
      expect(result.wrongEvaluated, 'wrong guesses evaluated').toBeLessThanOrEqual(
        CODE_RULES.maxFailedAttempts,
      );
      if (result.rightStatus === 200) {
        expect(result.wrongBeforeRight).toBeLessThan(CODE_RULES.maxFailedAttempts);
      } else {
        expect(result.wrongEvaluated).toBe(CODE_RULES.maxFailedAttempts);
      }
      // Once five wrong codes are in, the right one is refused, in step 2 as in step 3.
      if (result.wrongEvaluated === CODE_RULES.maxFailedAttempts) {
        const late = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: {
            phone: registration.phone,
            token: code,
            password: 'BaruSekali#9',
            password_confirmation: 'BaruSekali#9',
          },
          remoteAddress: nextIp(),
        });
        expect(late.statusCode).toBe(429);
      }
    }
  });
});
