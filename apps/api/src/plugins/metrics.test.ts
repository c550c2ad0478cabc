import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

const TOKEN = 'scrape-token-0123456789';

describe('/metrics (record 0051)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => ctx.close());

  const scrape = (authorization?: string) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer scrape-token-0123456780'],
    ['a prefix of the token', 'Bearer scrape-token'],
    ['the token without Bearer', TOKEN],
  ])('is not found with %s', async (_label, authorization) => {
    const response = await scrape(authorization);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('is not found when no METRICS_TOKEN is set', async () => {
    const other = await createTestApp();
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('times requests by route pattern, counts server errors, and reports lags, streams and the event loop', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/public/units/424242' });
    await ctx.app.inject({ method: 'GET', url: '/wp-admin/setup.php' });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    // The pattern, never the id: one series however many units are asked for.
    expect(text).toContain('route="/api/public/units/:id"');
    expect(text).not.toContain('units/424242');
    expect(text).toContain('route="unmatched"');
    expect(text).toContain('# TYPE http_request_errors_total counter');
    expect(text).toMatch(/job_lag_seconds\{job="sweeper"\} \d/);
    expect(text).toMatch(/job_lag_seconds\{job="notice_sender"\} \d/);
    expect(text).toMatch(/live_streams_open \d/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    if (ctx.engine === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d/);
  });
});
