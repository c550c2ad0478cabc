import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';

// ../shared/DESIGN.md "Demo defaults vs production", record 0009.
describe('GET /api/dev/messages', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('lists the outbox outside production, for the first run on one’s own machine', async () => {
    ctx = await createTestApp({ NODE_ENV: 'development' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/messages' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('is never served in production, even with the demo providers allowed', async () => {
    ctx = await createTestApp({ NODE_ENV: 'production', ALLOW_DEMO_PROVIDERS_IN_PRODUCTION: 'true' });
    expect(ctx.app.messaging.name).toBe('outbox');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/messages?phone=081234567890' });
    expect(response.statusCode).toBe(404);
    // The public demo still pays in the simulator.
    const snap = await ctx.app.inject({ method: 'GET', url: '/payments/simulator/snap/snap.js' });
    expect(snap.statusCode).toBe(200);
  });
});
