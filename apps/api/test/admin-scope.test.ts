import { STAFF_ROLES, type StaffRole, type UserRole } from '@ruangmain/domain/roles';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts';
import { ResponseCache } from '../src/lib/response-cache';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { registerStaffScope, STAFF_PREFIX } from '../src/plugins/staff-scope';
import { listRegisteredRoutes, type RegisteredRoute, registerValidation } from '../src/plugins/validation';
import { createCustomer } from './accounts';
import { adminAuth } from './bookings';
import { createTestApp, type TestContext } from './test-app';

type Caller = 'visitor' | UserRole;
type Headers = Record<Caller, Record<string, string>>;
const CALLERS: readonly Caller[] = ['visitor', 'customer', 'staff', 'admin'];

/** What the staff scope must answer each caller of a route: 401, 403, or let them in. */
function expectedAnswer(route: RegisteredRoute, caller: Caller): '401' | '403' | 'let in' {
  if (caller === 'visitor') return '401';
  if (caller === 'customer') return '403';
  const roles: readonly StaffRole[] = route.config?.roles ?? STAFF_ROLES;
  return roles.includes(caller) ? 'let in' : '403';
}

const describeAnswer = (status: number) => (status === 401 || status === 403 ? String(status) : 'let in');

/**
 * Calls every route under /api/admin as each caller and lists every answer that differs from the
 * route's roles; a route registered under /api/admin outside the staff scope has no guard and shows.
 */
async function findScopeBreaches(app: FastifyInstance, headers: Headers) {
  const staffRoutes = listRegisteredRoutes(app).filter((route) => route.url.startsWith(`${STAFF_PREFIX}/`));
  const breaches: string[] = [];
  for (const route of staffRoutes) {
    const url = route.url.replace(/:\w+/g, '1').replace(/\*/g, 'x');
    for (const caller of CALLERS) {
      const response = await app.inject({
        method: route.method,
        url,
        headers: headers[caller],
        ...(['GET', 'HEAD', 'OPTIONS'].includes(route.method) ? {} : { payload: {} }),
      });
      const expected = expectedAnswer(route, caller);
      const answered = describeAnswer(response.statusCode);
      if (answered !== expected)
        breaches.push(
          `${route.method} ${route.url} as ${caller}: ${response.statusCode}, expected ${expected}`,
        );
    }
  }
  return { routes: staffRoutes.map((route) => `${route.method} ${route.url}`), breaches };
}

describe('the staff scope (DESIGN.md "Staff side")', () => {
  let ctx: TestContext;
  let headers: Headers;

  beforeAll(async () => {
    ctx = await createTestApp();
    // Account 1 is the one the admin's calls on `/users/1` block or change: a bystander, not a caller.
    await createCustomer(ctx.app, ctx.db);
    const customer = await createCustomer(ctx.app, ctx.db);
    const staff = await createCustomer(ctx.app, ctx.db);
    await ctx.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    headers = {
      visitor: {},
      customer: customer.auth,
      staff: staff.auth,
      admin: await adminAuth(ctx.app, ctx.db),
    };
  });
  afterAll(async () => ctx?.close());

  it('answers every /api/admin route 401 without a session, 403 to a customer, and by its roles to staff', async () => {
    const { routes, breaches } = await findScopeBreaches(ctx.app, headers);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/bookings',
        'HEAD /api/admin/bookings',
        'GET /api/admin/reward-claims',
        'POST /api/admin/reward-claims/:id/collect',
        'GET /api/admin/audit',
        'GET /api/admin/board',
        'GET /api/admin/board/events',
        'GET /api/admin/bookings/:id',
        'POST /api/admin/bookings/:id/check-in',
        'POST /api/admin/bookings/:id/no-show',
        'POST /api/admin/bookings/:id/cancel',
        'POST /api/admin/bookings/:id/extend',
        'POST /api/admin/bookings/:id/move',
        'POST /api/admin/bookings/:id/rebook',
        'POST /api/admin/bookings/:id/refund',
        'POST /api/admin/venue-blocks',
        'DELETE /api/admin/venue-blocks/:id',
        'GET /api/admin/paid-after-release',
        'GET /api/admin/customers/lookup',
        'GET /api/admin/fnb-orders',
        'POST /api/admin/fnb-orders/:id/status',
      ]),
    );
    expect(breaches).toEqual([]);
  });

  it('says why it refuses', async () => {
    const answer = (caller: Caller) =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: headers[caller] });
    expect((await answer('visitor')).json()).toEqual({ message: 'Unauthenticated.' });
    expect((await answer('customer')).json()).toEqual({ message: 'This action is for staff only.' });
  });
});

describe('the staff scope check itself', () => {
  // A bare app whose callers are told by a header: the guard and the check without a database.
  let app: FastifyInstance;
  const catalogueCache = new ResponseCache();
  const headers: Headers = {
    visitor: {},
    customer: { 'x-role': 'customer' },
    staff: { 'x-role': 'staff' },
    admin: { 'x-role': 'admin' },
  };

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerValidation(app);
    registerErrorHandler(app);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const role = request.headers['x-role'];
      if (typeof role === 'string')
        request.auth = { user: { id: 1, role } as never, sessionId: 1 } as typeof request.auth;
    });
    app.decorate('catalogueCache', catalogueCache);
    const deskRoutes: FastifyPluginAsyncZod = async (scope) => {
      scope.get('/board', async () => ({ ok: true }));
      scope.post('/refunds/:id', { config: { roles: ['admin'] } }, async () => ({ ok: true }));
      scope.post('/walk-ins', async () => ({ ok: true }));
    };
    const menuRoutes: FastifyPluginAsyncZod = async (scope) => {
      scope.get('/fnbs', async () => ({ ok: true }));
      scope.post('/fnbs', async () => ({ ok: true }));
      scope.post('/fnbs/refused', async (_request, reply) => reply.status(422).send({ message: 'No.' }));
    };
    await registerStaffScope(app, { changingTheCatalogue: [menuRoutes], others: [deskRoutes] });
    // Planted: a staff path registered beside the scope instead of inside it.
    app.get(`${STAFF_PREFIX}/planted`, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('lets staff into staff routes and keeps them out of admin-only ones', async () => {
    const refund = (caller: Caller) =>
      app.inject({ method: 'POST', url: '/api/admin/refunds/7', headers: headers[caller] });
    expect((await refund('staff')).statusCode).toBe(403);
    expect((await refund('staff')).json()).toEqual({ message: 'This action is for admins only.' });
    expect((await refund('admin')).statusCode).toBe(200);
    const board = await app.inject({ method: 'GET', url: '/api/admin/board', headers: headers.staff });
    expect(board.statusCode).toBe(200);
  });

  it("drops the public catalogue's cache after a change to the catalogue, not after the desk's", async () => {
    const send = (method: 'GET' | 'POST', url: string) =>
      app.inject({ method, url: `/api/admin${url}`, headers: headers.staff });
    const keep = async () => {
      await catalogueCache.get('fnbs', async () => []);
      return catalogueCache.size;
    };
    expect(await keep()).toBe(1);
    await send('POST', '/walk-ins');
    await send('GET', '/fnbs');
    await send('POST', '/fnbs/refused');
    expect(catalogueCache.size).toBe(1);
    await send('POST', '/fnbs');
    expect(catalogueCache.size).toBe(0);
    // The scope's guard holds for both groups.
    expect((await app.inject({ method: 'POST', url: '/api/admin/fnbs' })).statusCode).toBe(401);
  });

  it('finds a route registered under /api/admin outside the scope, and only that one', async () => {
    const { routes, breaches } = await findScopeBreaches(app, headers);
    expect(routes).toContain('POST /api/admin/refunds/:id');
    expect(breaches).toEqual([
      'GET /api/admin/planted as visitor: 200, expected 401',
      'GET /api/admin/planted as customer: 200, expected 403',
      'HEAD /api/admin/planted as visitor: 200, expected 401',
      'HEAD /api/admin/planted as customer: 200, expected 403',
    ]);
  });
});
