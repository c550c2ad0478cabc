import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDocumentationRoute } from '../src/plugins/openapi';
import { listRegisteredRoutes } from '../src/plugins/validation';
import { createTestApp, type TestContext } from './test-app';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/api/public/units/:id` → `/api/public/units/{id}`, as OpenAPI names paths. */
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The registered `/api` routes the document leaves out, or lists without a JSON schema for their
 * success (200 or 201). HEAD twins of GET routes and the documentation's own routes are not asked for.
 */
function findUndocumentedRoutes(app: FastifyInstance, document: OpenApiDocument) {
  const missing: string[] = [];
  const withoutSuccessSchema: string[] = [];
  for (const route of listRegisteredRoutes(app)) {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || isDocumentationRoute(route.url))
      continue;
    const name = `${route.method} ${route.url}`;
    const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      missing.push(name);
      continue;
    }
    const success = operation.responses?.['200'] ?? operation.responses?.['201'];
    // JSON, or the file a download answers (text/csv).
    const hasSchema = Object.values(success?.content ?? {}).some((media) => media.schema);
    if (!hasSchema) withoutSuccessSchema.push(name);
  }
  return { missing, withoutSuccessSchema };
}

async function readDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

describe('OpenAPI document', () => {
  let ctx: TestContext;
  let document: OpenApiDocument;

  beforeAll(async () => {
    ctx = await createTestApp();
    document = await readDocument(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('is refused by the validator when broken (the check can fail)', async () => {
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    delete broken.info;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('names every registered /api route, each with a response schema for its success', () => {
    expect(findUndocumentedRoutes(ctx.app, document)).toEqual({ missing: [], withoutSuccessSchema: [] });
  });

  it('holds only /api routes: no web documents, /storage or payment simulator pages', () => {
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      expect(path).toMatch(/^\/api\//);
      expect(isDocumentationRoute(path)).toBe(false);
    }
  });

  it('describes a route from its contract: parameters, request body and every status', () => {
    const days = document.paths['/api/public/get-availability-day/{unitId}']?.post as Record<string, unknown>;
    expect(days).toMatchObject({
      parameters: [{ in: 'path', name: 'unitId', required: true }],
      requestBody: {
        content: { 'application/json': { schema: { required: ['start_date', 'end_date'] } } },
      },
    });
    expect(Object.keys(days.responses as object)).toEqual(
      expect.arrayContaining(['200', '404', '422', '500']),
    );
    const games = document.paths['/api/public/games']?.get as Record<string, unknown>;
    expect(games.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'query', name: 'page' }),
        expect.objectContaining({ in: 'query', name: 'per_page' }),
      ]),
    );
    expect(Object.keys(games.responses as object)).toEqual(expect.arrayContaining(['200', '304']));
  });

  it('catches a route registered without a contract', async () => {
    const planted = await createTestApp({}, (app) => {
      app.get('/api/public/planted', async () => ({ ok: true }));
      app.get(
        '/api/public/planted-with-schema',
        { schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
        async () => ({ ok: true }),
      );
      app.get('/api/public/planted-hidden', { schema: { hide: true } }, async () => ({ ok: true }));
    });
    try {
      const result = findUndocumentedRoutes(planted.app, await readDocument(planted.app));
      expect(result.missing).toContain('GET /api/public/planted-hidden');
      expect(result.withoutSuccessSchema).toContain('GET /api/public/planted');
      expect([...result.missing, ...result.withoutSuccessSchema]).not.toContain(
        'GET /api/public/planted-with-schema',
      );
    } finally {
      await planted.close();
    }
  });
});

describe('API documentation page', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('renders the document under the site policy, loading only same-origin scripts', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/(^|; )script-src 'self'/);
    expect(policy).not.toMatch(/unsafe-eval/);
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    for (const src of scripts) {
      expect(src).toMatch(/^\/api\/docs\//);
      const file = await ctx.app.inject({ method: 'GET', url: src });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-security-policy']).toBe(policy);
    }
    // The page reads the same document.
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const served = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(served.json()).toEqual((await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
  });

  it('leaves JSON answers of the API without a policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
