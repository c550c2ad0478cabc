import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { rateLimits } from '../../db/schema/rate-limits';
import { startSweeper } from '../../jobs/sweeper';
import { selectRows } from '../reports/report-sql';
import { hitRateLimit, pruneRateLimits } from './rate-limit';

const FORGED = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];

/** An app with a route that answers the client address Fastify derived. */
async function appWithAddressProbe(env: Record<string, string>) {
  return createTestApp(env, (app) => {
    app.get('/api/test/client-address', async (request) => ({ ip: request.ip }));
  });
}

async function clientAddress(ctx: TestContext, remoteAddress: string, forwardedFor?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/test/client-address',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return response.json().ip as string;
}

/** Logins from one peer, each claiming another address; the per-address limit is 1 here. */
async function loginStatuses(ctx: TestContext, remoteAddress: string) {
  const statuses: number[] = [];
  for (const [index, forwardedFor] of FORGED.entries()) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { identifier: `nobody_${index}`, password: 'Wrong#12345' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

// Record 0010: a peer's X-Forwarded-For counts only when TRUST_PROXY says the peer is a proxy.
describe('the client address behind TRUST_PROXY', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('ignores X-Forwarded-For by default, so a forged header neither changes the address nor the limits', async () => {
    ctx = await appWithAddressProbe({ RATE_LIMIT_MULTIPLIER: '0.01' });
    expect(await clientAddress(ctx, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await loginStatuses(ctx, '198.51.100.8')).toEqual([401, 429, 429]);
  });

  it('takes the client address one proxy hop away with TRUST_PROXY=1, not one the client forged', async () => {
    ctx = await appWithAddressProbe({ TRUST_PROXY: '1', RATE_LIMIT_MULTIPLIER: '0.01' });
    expect(await clientAddress(ctx, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // The proxy appends the address it saw; what the client put before it is not trusted.
    expect(await clientAddress(ctx, '10.0.0.2', '192.0.2.66, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress(ctx, '10.0.0.2')).toBe('10.0.0.2');
    // Each client behind the proxy has its own allowance.
    expect(await loginStatuses(ctx, '10.0.0.2')).toEqual([401, 401, 401]);
  });

  it('trusts only the listed proxies with TRUST_PROXY=<addresses>', async () => {
    ctx = await appWithAddressProbe({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect(await clientAddress(ctx, '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress(ctx, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });
});

describe('pruning the rate-limit counters (record 0010)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const keys = async () =>
    (await ctx.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
  /** Moves a counter's window back by `seconds`, as if its hits were that long ago. */
  const age = (key: string, seconds: number) =>
    ctx.db.execute(
      sql`update rate_limits set window_started_at = window_started_at - make_interval(secs => ${seconds}),
          window_ends_at = window_ends_at - make_interval(secs => ${seconds}) where key = ${key}`,
    );

  it('keeps the counters in an unlogged table, whose commits do not wait for the disk (migration 0023)', async () => {
    const [table] = await selectRows<{ persistence: string }>(
      ctx.db,
      sql`select relpersistence as persistence from pg_class where oid = 'rate_limits'::regclass`,
    );
    expect(table?.persistence).toBe('u');
  });

  it('records when each window ends', async () => {
    await hitRateLimit(ctx.db, 'test:window', { limit: 5, windowSeconds: 600 });
    const [row] = await ctx.db
      .select({
        seconds: sql<number>`extract(epoch from (${rateLimits.window_ends_at} - ${rateLimits.window_started_at}))::int`,
      })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = 'test:window'`);
    expect(row?.seconds).toBe(600);
  });

  it('deletes the counters whose window has ended, and only those', async () => {
    await ctx.db.delete(rateLimits);
    const rule = { limit: 5, windowSeconds: 60 };
    for (const key of ['test:ended', 'test:running', 'test:restarted', 'test:long'])
      await hitRateLimit(ctx.db, key, key === 'test:long' ? { limit: 5, windowSeconds: 3600 } : rule);
    await age('test:ended', 61);
    await age('test:running', 30);
    await age('test:restarted', 61);
    await age('test:long', 61);
    // A hit after its window ended starts a new one: the counter lives on.
    await hitRateLimit(ctx.db, 'test:restarted', rule);

    expect(await pruneRateLimits(ctx.db)).toBe(1);
    expect(await keys()).toEqual(['test:long', 'test:restarted', 'test:running']);
    expect(await pruneRateLimits(ctx.db)).toBe(0);
  });

  it('runs with the sweeper', async () => {
    await ctx.db.delete(rateLimits);
    await hitRateLimit(ctx.db, 'test:swept', { limit: 5, windowSeconds: 60 });
    await age('test:swept', 61);
    const stop = startSweeper({ db: ctx.db, log: ctx.app.log, payments: ctx.app.payments }, 1);
    try {
      const deadline = Date.now() + 10_000;
      while ((await keys()).length > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      stop();
    }
    expect(await keys()).toEqual([]);
  });
});
