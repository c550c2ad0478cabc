import { defineEndpoint } from '@ruangmain/domain/contracts/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, call } from '@/lib/api-client';
import { sessionStore } from '@/lib/auth/session-store';
import { i18n } from '@/lib/i18n';

const ok = { 200: z.object({ ok: z.boolean() }) };
const declare = { response: ok, tags: [], summary: '' };
const games = defineEndpoint({
  method: 'GET',
  path: '/api/public/games',
  query: z.object({ page: z.coerce.number(), per_page: z.coerce.number().optional() }),
  ...declare,
});
const redeem = defineEndpoint({
  method: 'POST',
  path: '/api/customer/rewards/:id/redeem',
  params: z.object({ id: z.coerce.number() }),
  ...declare,
});
const receipt = defineEndpoint({
  method: 'GET',
  path: '/api/customer/receipts/:invoice_number',
  params: z.object({ invoice_number: z.string() }),
  ...declare,
});
const book = defineEndpoint({
  method: 'POST',
  path: '/api/book-room',
  body: z.object({ unit_id: z.number() }),
  idempotent: true,
  ...declare,
});
const upload = defineEndpoint({
  method: 'POST',
  path: '/api/admin/uploads',
  multipart: { file: 'file' },
  ...declare,
});
const logout = defineEndpoint({ method: 'POST', path: '/api/auth/logout', ...declare });

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

let sent: Sent[] = [];
let answer: () => Promise<Response> = async () => Response.json({ ok: true });

beforeEach(() => {
  sent = [];
  answer = async () => Response.json({ ok: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body,
    });
    return answer();
  });
  sessionStore.signIn('token-1', { id: 7, name: 'Rani', username: 'rani', total_points: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('call', () => {
  const form = new FormData();
  form.append('file', new Blob(['x']), 'x.png');

  it.each([
    {
      what: 'a public list: its query, undefined values left out, no token',
      send: () => call(games, { query: { page: 2, per_page: undefined } }),
      expected: {
        url: '/api/public/games?page=2',
        method: 'GET',
        token: false,
        type: undefined,
        body: undefined,
      },
    },
    {
      what: 'a path parameter filled in, with the token',
      send: () => call(redeem, { params: { id: 7 } }),
      expected: {
        url: '/api/customer/rewards/7/redeem',
        method: 'POST',
        token: true,
        type: undefined,
        body: undefined,
      },
    },
    {
      what: 'a path parameter encoded',
      send: () => call(receipt, { params: { invoice_number: 'BOOK 1/2' } }),
      expected: {
        url: '/api/customer/receipts/BOOK%201%2F2',
        method: 'GET',
        token: true,
        type: undefined,
        body: undefined,
      },
    },
    {
      what: 'a JSON body',
      send: () => call(book, { body: { unit_id: 3 } }),
      expected: {
        url: '/api/book-room',
        method: 'POST',
        token: true,
        type: 'application/json',
        body: '{"unit_id":3}',
      },
    },
    {
      what: 'a multipart form, its Content-Type left to the browser',
      send: () => call(upload, { body: form }),
      expected: { url: '/api/admin/uploads', method: 'POST', token: true, type: undefined, body: form },
    },
    {
      what: 'no token when asked',
      send: () => call(logout, { auth: false }),
      expected: { url: '/api/auth/logout', method: 'POST', token: false, type: undefined, body: undefined },
    },
  ])('sends $what', async ({ send, expected }) => {
    await expect(send()).resolves.toEqual({ ok: true });
    const [request] = sent;
    expect(request).toMatchObject({ url: expected.url, method: expected.method, body: expected.body });
    expect(request?.headers.Authorization).toBe(expected.token ? 'Bearer token-1' : undefined);
    expect(request?.headers['Content-Type']).toBe(expected.type);
    expect(request?.headers.Accept).toBe('application/json');
  });

  it('sends a money action’s key and a header the caller names', async () => {
    await call(book, { body: { unit_id: 3 }, idempotencyKey: 'key-1' });
    await call(logout, { auth: false, headers: { Authorization: 'Bearer ending' } });
    expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual(['key-1', undefined]);
    expect(sent[1]?.headers.Authorization).toBe('Bearer ending');
  });

  // docs/decisions/0050: the API's messages follow the screen's language; no choice asks for the spec's.
  it.each([
    ['id', 'id'],
    ['en-x-chosen', 'en'],
    ['en', '*'],
  ])('asks for the API’s texts in the language of the %s catalogue', async (language, expected) => {
    await i18n.changeLanguage(language);
    try {
      await call(logout);
      expect(sent[0]?.headers['Accept-Language']).toBe(expected);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses a path parameter left empty before sending anything', async () => {
    await expect(call(receipt, { params: { invoice_number: '' } })).rejects.toThrow(
      'the path parameter "invoice_number" is missing',
    );
    expect(sent).toEqual([]);
  });

  it('rejects with the server’s message and field errors, and signs out when its token is refused', async () => {
    answer = async () =>
      Response.json({ message: 'Invalid.', errors: { unit_id: ['validation.required'] } }, { status: 422 });
    const refused = await call(book, { body: { unit_id: 3 } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 422,
      serverMessage: 'Invalid.',
      errors: { unit_id: ['validation.required'] },
    });
    expect(sessionStore.getToken()).toBe('token-1');

    answer = async () => Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    await expect(call(games, { query: { page: 1 } })).rejects.toMatchObject({ status: 401 });
    // A public call carried no token: the session stays.
    expect(sessionStore.getToken()).toBe('token-1');
    await expect(call(redeem, { params: { id: 1 } })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getToken()).toBeNull();
  });

  it('tells a network failure (status 0) from a cancelled call (rethrown as it is)', async () => {
    answer = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(call(games, { query: { page: 1 } })).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    const cancelled = new DOMException('The operation was aborted.', 'AbortError');
    answer = async () => {
      throw cancelled;
    };
    await expect(call(games, { query: { page: 1 } })).rejects.toBe(cancelled);
  });
});
