import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app';

type Operation = { responses: Record<string, unknown> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * What the server refuses before a route runs answers `{ message }` like every error, and each of
 * those statuses has a schema in the routes' contracts (contracts/common.ts), so OpenAPI lists them.
 */
describe('requests the server refuses before a route runs', () => {
  let ctx: TestContext;
  let document: OpenApiDocument;

  beforeAll(async () => {
    ctx = await createTestApp();
    document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => ctx?.close());

  it.each([
    [
      413,
      'a body over 1 MiB',
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ identifier: 'x'.repeat(1024 * 1024), password: 'x' }),
      },
      'The request body is too large',
    ],
    [
      414,
      'a path parameter over 200 characters',
      { method: 'GET', url: `/api/public/units/${'1'.repeat(201)}` },
      'The URL is too long',
    ],
    [
      415,
      'a body that is neither JSON nor text',
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
      },
      'Unsupported content type',
    ],
  ] as const)('answers %i to %s, with a message only', async (status, _case, request, message) => {
    const response = await ctx.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('keeps a path parameter of 200 characters for the route to judge', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/public/units/${'1'.repeat(200)}` });
    expect(response.statusCode).toBe(422);
  });

  it('documents 413, 414 and 415 on the routes that can answer them', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/auth/login', 'post')).toEqual(expect.arrayContaining(['413', '414', '415']));
    expect(statuses('/api/public/units/{id}', 'get')).toContain('414');
  });
});
