import { defineEndpoint } from '@ruangmain/domain/contracts/endpoint';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { pathInScope, route, type ZodApp } from './endpoint-route';

const thing = defineEndpoint({
  method: 'POST',
  path: '/api/admin/things/:id',
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ loud: z.enum(['yes', 'no']).optional() }),
  body: z.object({ name: z.string() }),
  idempotent: true,
  response: { 201: z.object({ id: z.number(), name: z.string() }), 404: z.object({ message: z.string() }) },
  tags: ['test'],
  summary: 'A thing',
});

const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: { 200: z.object({ status: z.literal('ok') }) },
  tags: ['test'],
  summary: 'Health',
});

function makeApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const seen: { url: string; method: unknown; config: unknown }[] = [];
  app.addHook('onRoute', ({ url, method, config }) => {
    seen.push({ url, method, config });
  });
  return { app, seen };
}

const registerThing = (scope: ZodApp) =>
  route(scope, thing, { config: { roles: ['admin'] } }, async (request, reply) => {
    expectTypeOf(request.params.id).toEqualTypeOf<number>();
    expectTypeOf(request.query.loud).toEqualTypeOf<'yes' | 'no' | undefined>();
    expectTypeOf(request.body.name).toEqualTypeOf<string>();
    const name = request.query.loud === 'yes' ? request.body.name.toUpperCase() : request.body.name;
    return reply.code(201).send({ id: request.params.id, name });
  });

describe('route', () => {
  it('registers an endpoint at the root under its whole path, validating and serialising with its schemas', async () => {
    const { app, seen } = makeApp();
    route(app, health, async () => ({ status: 'ok' as const, extra: 'left out' }));
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(seen.find((one) => one.method === 'GET')).toMatchObject({ url: '/api/health' });
    await app.close();
  });

  it('registers relative to a scope’s prefix, with the route’s config and the endpoint’s idempotency', async () => {
    const { app, seen } = makeApp();
    await app.register(async (scope) => registerThing(scope), { prefix: '/api/admin' });
    await app.ready();
    expect(seen).toEqual([
      { url: '/api/admin/things/:id', method: 'POST', config: { roles: ['admin'], idempotent: true } },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/things/7?loud=yes',
      payload: { name: 'kopi' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 7, name: 'KOPI' });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/things/x',
      payload: { name: 'kopi' },
    });
    expect(refused.statusCode).toBe(400);
    await app.close();
  });

  it('refuses at start a declaration whose path lies outside the scope', async () => {
    const { app } = makeApp();
    app.register(async (scope) => registerThing(scope), { prefix: '/api/staff' });
    await expect(app.ready()).rejects.toThrow(
      'POST /api/admin/things/:id lies outside the scope it is registered in (/api/staff/…)',
    );
  });

  it('refuses at start a declaration the types would refuse', () => {
    const { app } = makeApp();
    const unchecked = { ...health, path: '/api/health/:id' } as unknown as typeof health;
    expect(() => route(app, unchecked, async () => ({ status: 'ok' as const }))).toThrow(
      `GET /api/health/:id: params [] differ from the path's ["id"]`,
    );
  });

  it.each([
    ['', '/api/health', '/api/health'],
    ['/api/admin', '/api/admin/things/:id', '/things/:id'],
    ['/api/admin', '/api/admin', ''],
    ['/api/admin', '/api/administrators', null],
    ['/api/admin', '/api/public/rooms', null],
  ])('places %s + %s at %s', (prefix, path, expected) => {
    const place = () => pathInScope(prefix, { method: 'GET', path });
    if (expected === null) expect(place).toThrow('lies outside the scope');
    else expect(place()).toBe(expected);
  });
});
