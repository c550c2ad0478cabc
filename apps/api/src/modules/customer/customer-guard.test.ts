import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';

type BadRequest = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: Record<string, unknown> };

/**
 * Every signed-in route with a request it refuses as invalid: a guest must learn 401 first (the guard
 * runs on request, before validation), a signed-in customer 422 (so the request is really invalid).
 */
const BAD_REQUESTS: Record<string, BadRequest> = {
  'GET /api/customer/profile': { method: 'GET', url: '/api/customer/profile' },
  'GET /api/customer/settings': { method: 'GET', url: '/api/customer/settings' },
  'PATCH /api/customer/settings': {
    method: 'PATCH',
    url: '/api/customer/settings',
    payload: { whatsapp_reminders: 'yes' },
  },
  'GET /api/customer/point-transactions': { method: 'GET', url: '/api/customer/point-transactions' },
  'POST /api/customer/update-profile': {
    method: 'POST',
    url: '/api/customer/update-profile',
    payload: { name: '', email: 'not-an-email', phone: 'x' },
  },
  'POST /api/customer/change-password': {
    method: 'POST',
    url: '/api/customer/change-password',
    payload: { current_password: '', password: 'a', password_confirmation: 'b' },
  },
  'POST /api/customer/cancel/:id': { method: 'POST', url: '/api/customer/cancel/not-a-number' },
  'POST /api/customer/customer-reviews': {
    method: 'POST',
    url: '/api/customer/customer-reviews',
    payload: { invoice_number: '', rating: 'ten' },
  },
  'GET /api/customer/booking-history': { method: 'GET', url: '/api/customer/booking-history?type=bogus' },
  'GET /api/customer/booking-details/:id': {
    method: 'GET',
    url: '/api/customer/booking-details/not-a-number',
  },
  'GET /api/customer/my-rewards': { method: 'GET', url: '/api/customer/my-rewards' },
  'GET /api/customer/playing-units': { method: 'GET', url: '/api/customer/playing-units' },
  'GET /api/customer/booking-events': { method: 'GET', url: '/api/customer/booking-events' },
  'POST /api/customer/rewards/:id/redeem': {
    method: 'POST',
    url: '/api/customer/rewards/not-a-number/redeem',
  },
  'POST /api/customer/rewards-apply/:id/apply': {
    method: 'POST',
    url: '/api/customer/rewards-apply/not-a-number/apply',
  },
  'GET /api/customer/receipts/:invoice_number': {
    method: 'GET',
    url: `/api/customer/receipts/${'X'.repeat(200)}`,
  },
  'POST /api/customer/pay/:id': { method: 'POST', url: '/api/customer/pay/not-a-number' },
  'POST /api/reschedule/:id': {
    method: 'POST',
    url: '/api/reschedule/not-a-number',
    payload: { start_time: 'soon', end_time: 'later' },
  },
};
/** Routes without any input to get wrong: a signed-in customer gets 200. */
const WITHOUT_INPUT = new Set([
  'GET /api/customer/profile',
  'GET /api/customer/settings',
  'GET /api/customer/point-transactions',
  'GET /api/customer/my-rewards',
  'GET /api/customer/playing-units',
  'GET /api/customer/booking-events',
]);

describe('signed-in routes refuse a guest before validating the request', () => {
  let ctx: TestContext;
  let customer: TestCustomer;
  beforeAll(async () => {
    ctx = await createTestApp();
    customer = await createCustomer(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  it('covers every route under /api/customer/', () => {
    const routes = ctx.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        // The tree prints a route under its parent route, here "/" or nothing: "/api/…" or "api/…".
        const match = /[\s─]\/?(api\/customer\/\S+) \(([^)]+)\)/.exec(line);
        if (!match) return [];
        const methods = (match[2] ?? '').split(', ').filter((method) => method !== 'HEAD');
        return methods.map((method) => `${method} /${match[1]}`);
      });
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) expect(Object.keys(BAD_REQUESTS)).toContain(route);
  });

  it.each(Object.entries(BAD_REQUESTS))(
    '%s: 401 for a guest, 422 or 200 for a customer',
    async (route, bad) => {
      const guest = await ctx.app.inject(bad);
      expect(guest.statusCode, guest.body).toBe(401);
      expect(guest.json()).toEqual({ message: 'Unauthenticated.' });

      const expired = await ctx.app.inject({ ...bad, headers: { authorization: 'Bearer no-such-session' } });
      expect(expired.statusCode).toBe(401);

      const signedIn = await ctx.app.inject({ ...bad, headers: customer.auth });
      expect(signedIn.statusCode, signedIn.body).toBe(WITHOUT_INPUT.has(route) ? 200 : 422);
    },
  );

  it('guards the route however its path is spelled', async () => {
    for (const url of ['/%61pi/customer/update-profile', '/api/%63ustomer/update-profile']) {
      const guest = await ctx.app.inject({ method: 'POST', url, payload: { name: '' } });
      expect(guest.statusCode, url).toBe(401);
      const signedIn = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { name: '' },
        headers: customer.auth,
      });
      expect(signedIn.statusCode, url).toBe(422);
    }
  });

  it('refuses a guest before reading a body that is not even JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/update-profile',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(401);
  });
});
