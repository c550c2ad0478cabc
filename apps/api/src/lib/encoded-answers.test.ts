import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEncoded } from './encoded-answers';
import { ResponseCache } from './response-cache';

describe('sendEncoded', () => {
  let app: FastifyInstance;
  const cache = new ResponseCache();
  const big = { games: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Game ${i}` })) };

  beforeAll(async () => {
    app = Fastify({ logger: false });
    // As in app.ts: whatever is not already encoded is compressed on the way out.
    await app.register(compress, { global: true, threshold: 1024 });
    app.get('/big', async (request, reply) =>
      sendEncoded(request, reply.type('application/json'), await cache.get('big', async () => big)),
    );
    app.get('/small', async (request, reply) =>
      sendEncoded(request, reply.type('application/json'), await cache.get('small', async () => ({ a: 1 }))),
    );
    await app.ready();
  });
  afterAll(async () => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  const plain = JSON.stringify(big);

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    // Rare enough to be left to @fastify/compress, per request.
    ['deflate', 'deflate'],
    ['identity', undefined],
    [undefined, undefined],
  ])('answers Accept-Encoding %j with %j, the same body once decoded', async (accept, expected) => {
    const answer = await get('/big', accept);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers.vary).toContain('accept-encoding');
    const bytes = answer.rawPayload;
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
    const decoded = expected ? decode[expected as keyof typeof decode](bytes) : bytes;
    expect(decoded.toString()).toBe(plain);
    expect(Number(answer.headers['content-length'])).toBe(bytes.length);
  });

  it('sends a small answer as it is', async () => {
    const answer = await get('/small', 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual({ a: 1 });
  });
});
