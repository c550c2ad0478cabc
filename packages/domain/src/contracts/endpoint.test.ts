import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { authedErrorResponses, idParam, isoDateTime, paginationQuery } from './common';
import {
  type AnyEndpoint,
  buildPath,
  checkEndpoint,
  defineEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  isPublicPath,
  listPathParams,
} from './endpoint';

const Redeemed = z.object({ id: z.number().int(), expires_at: isoDateTime() });

const redeem = defineEndpoint({
  method: 'POST',
  path: '/api/customer/rewards/:id/redeem',
  params: z.object({ id: idParam() }),
  response: { 201: Redeemed, ...authedErrorResponses },
  tags: ['rewards'],
  summary: 'Redeem',
});

const history = defineEndpoint({
  method: 'GET',
  path: '/api/customer/history',
  query: paginationQuery(10).extend({ tab: z.enum(['active', 'past']) }),
  response: { 200: z.array(Redeemed), ...authedErrorResponses },
  tags: ['bookings'],
  summary: 'History',
});

const move = defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:id/move/:unitId',
  params: z.object({ unitId: idParam(), id: idParam() }),
  body: z.object({ reason: z.string().trim().optional() }),
  idempotent: true,
  response: { 200: z.object({ message: z.string() }), ...authedErrorResponses },
  tags: ['bookings'],
  summary: 'Move',
});

const upload = defineEndpoint({
  method: 'POST',
  path: '/api/admin/uploads',
  multipart: { file: 'file' },
  response: { 201: z.object({ path: z.string() }), ...authedErrorResponses },
  tags: ['admin'],
  summary: 'Upload',
});

describe('buildPath', () => {
  it.each([
    ['no parameters', '/api/public/rooms', {}, '/api/public/rooms'],
    ['a number', '/api/customer/rewards/:id/redeem', { id: 7 }, '/api/customer/rewards/7/redeem'],
    [
      'text',
      '/api/customer/receipts/:invoice_number',
      { invoice_number: 'BOOK-1' },
      '/api/customer/receipts/BOOK-1',
    ],
    [
      'two, in path order',
      '/api/bookings/:id/move/:unitId',
      { unitId: 3, id: 12 },
      '/api/bookings/12/move/3',
    ],
    ['a last segment', '/api/auth/reset-link/:token', { token: 'abc' }, '/api/auth/reset-link/abc'],
    ['a space and a slash, encoded', '/api/x/:code', { code: 'a b/c' }, '/api/x/a%20b%2Fc'],
    ['?, # and %, encoded', '/api/x/:code', { code: '?#%' }, '/api/x/%3F%23%25'],
    ['non-ASCII, encoded', '/api/x/:code', { code: 'kopi é' }, '/api/x/kopi%20%C3%A9'],
    ['zero', '/api/x/:id', { id: 0 }, '/api/x/0'],
    ['an extra key, ignored', '/api/x/:id', { id: 1, other: 2 }, '/api/x/1'],
  ])('fills %s', (_name, path, params, expected) => {
    expect(buildPath(path, params)).toBe(expected);
  });

  it.each([
    ['absent', '/api/x/:id/pay', {}, 'id'],
    ['undefined', '/api/x/:id', { id: undefined }, 'id'],
    ['null', '/api/x/:id', { id: null }, 'id'],
    ['empty', '/api/x/:code', { code: '' }, 'code'],
    ['the second of two', '/api/x/:id/:action', { id: 1 }, 'action'],
  ])('refuses a parameter %s', (_name, path, params, missing) => {
    expect(() => buildPath(path, params)).toThrow(`the path parameter "${missing}" is missing`);
  });
});

describe('isPublicPath', () => {
  it.each([
    ['/api/public/rooms', true],
    ['/api/public/units/:unitId/get-duration', true],
    ['/api/customer/profile', false],
    ['/api/book-room', false],
    ['/api/publicity', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe('defineEndpoint', () => {
  it('lists the path parameters in order', () => {
    expect(listPathParams('/api/bookings/:id/move/:unitId')).toEqual(['id', 'unitId']);
    expect(listPathParams('/api/public/rooms')).toEqual([]);
  });

  it('gives Fastify its schema: the declared parts only, the query as querystring', () => {
    expect(redeem.schema).toEqual({
      tags: ['rewards'],
      summary: 'Redeem',
      params: redeem.params,
      response: redeem.response,
    });
    expect(history.schema).toEqual({
      tags: ['bookings'],
      summary: 'History',
      querystring: history.query,
      response: history.response,
    });
    expect(Object.keys(move.schema)).toEqual(['tags', 'summary', 'params', 'body', 'response']);
    expect(upload.schema).toMatchObject({ consumes: ['multipart/form-data'] });
    const csv = defineEndpoint({
      method: 'GET',
      path: '/api/admin/report.csv',
      produces: ['text/csv'],
      response: { 200: z.string() },
      tags: [],
      summary: 'A file',
    });
    expect(csv.schema).toMatchObject({ produces: ['text/csv'] });
    expect(history.schema).not.toHaveProperty('produces');
    expect(upload.schema).not.toHaveProperty('body');
    expect([redeem.idempotent, move.idempotent]).toEqual([false, true]);
  });

  it.each([
    [
      'params the path does not name',
      { path: '/api/x', params: z.object({ id: idParam() }) },
      `GET /api/x: params ["id"] differ from the path's []`,
    ],
    ['a path parameter without params', { path: '/api/x/:id' }, `params [] differ from the path's ["id"]`],
    [
      'a key beside the path’s',
      { path: '/api/x/:id', params: z.object({ id: idParam(), code: z.string() }) },
      `params ["code","id"] differ from the path's ["id"]`,
    ],
    ['a GET with a body', { path: '/api/x', body: z.object({}) }, 'a GET has no body'],
    ['a GET with a form', { path: '/api/x', multipart: { file: 'file' } }, 'a GET has no body'],
    [
      'a body beside a form',
      { method: 'POST', path: '/api/x', body: z.object({}), multipart: { file: 'file' } },
      'a body or a multipart form, not both',
    ],
    ['no success status', { path: '/api/x', response: { 404: z.object({}) } }, 'no success status'],
  ])('checkEndpoint refuses %s', (_name, parts, message) => {
    const declare = defineEndpoint as (declaration: object) => AnyEndpoint;
    const endpoint = declare({
      method: 'GET',
      response: { 200: z.object({}) },
      tags: [],
      summary: '',
      ...parts,
    });
    expect(() => checkEndpoint(endpoint)).toThrow(message);
  });

  it('checkEndpoint lets a sound declaration pass', () => {
    for (const endpoint of [redeem, history, move, upload])
      expect(() => checkEndpoint(endpoint)).not.toThrow();
  });

  it('types both sides from the declaration', () => {
    expectTypeOf<EndpointParams<typeof redeem>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<EndpointParams<typeof history>>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<EndpointParams<typeof move>>().toEqualTypeOf<{
      unitId: string | number;
      id: string | number;
    }>();
    expectTypeOf<EndpointQuery<typeof history>['tab']>().toEqualTypeOf<
      'active' | 'past' | null | undefined
    >();
    expectTypeOf<EndpointBody<typeof move>>().toEqualTypeOf<{ reason?: string | undefined }>();
    expectTypeOf<EndpointBody<typeof redeem>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointBody<typeof upload>>().toEqualTypeOf<FormData>();
    // The 2xx as JSON: an instant is ISO text.
    expectTypeOf<EndpointResponse<typeof redeem>>().toEqualTypeOf<{ id: number; expires_at: string }>();
    expectTypeOf(redeem.method).toEqualTypeOf<'POST'>();
    expectTypeOf(redeem.path).toEqualTypeOf<'/api/customer/rewards/:id/redeem'>();
  });

  it('does not compile with params that differ from the path', () => {
    const rest = { response: { 200: z.object({}) }, tags: [], summary: '' };
    const code = z.object({ code: z.string() });
    const idAndCode = z.object({ id: idParam(), code: z.string() });
    const id = z.object({ id: idParam() });
    const make = () => [
      // @ts-expect-error: the path names :id, the schema does not
      defineEndpoint({ method: 'GET', path: '/api/x/:id', params: code, ...rest }),
      // @ts-expect-error: a key the path does not name
      defineEndpoint({ method: 'GET', path: '/api/x/:id', params: idAndCode, ...rest }),
      // @ts-expect-error: a path with a parameter needs params
      defineEndpoint({ method: 'GET', path: '/api/x/:id', ...rest }),
      // @ts-expect-error: a path without parameters takes none
      defineEndpoint({ method: 'GET', path: '/api/x', params: id, ...rest }),
    ];
    expect(make().map((endpoint) => endpoint.path)).toEqual([
      '/api/x/:id',
      '/api/x/:id',
      '/api/x/:id',
      '/api/x',
    ]);
  });
});
