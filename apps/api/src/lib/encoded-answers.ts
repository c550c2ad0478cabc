import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse } from './response-cache';

type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are, as @fastify/compress's threshold (app.ts) does. */
const SMALLEST_ENCODED_BYTES = 1024;

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'], cache: new Map() });

const encoders: Record<Encoding, (payload: Buffer) => Buffer> = {
  // Quality 5: near the best size for text this small, at a fraction of quality 11's time.
  br: (payload) =>
    brotliCompressSync(payload, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
      },
    }),
  gzip: (payload) => gzipSync(payload, { level: 6 }),
};

// Each kept answer is compressed at most once per encoding, when first asked for it.
const encoded = new WeakMap<CachedResponse, Partial<Record<Encoding, Buffer>>>();

function encodedPayload(cached: CachedResponse, encoding: Encoding): Buffer {
  let forms = encoded.get(cached);
  if (!forms) {
    forms = {};
    encoded.set(cached, forms);
  }
  forms[encoding] ??= encoders[encoding](cached.payload);
  return forms[encoding];
}

/**
 * Sends a kept answer (a catalogue answer, a page with its data) compressed as the client accepts,
 * compressed once for all the requests that ask for it rather than once per request; @fastify/compress
 * leaves an answer that already says its encoding alone.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse) {
  // Added to what the answer varies by already (CORS's Origin), not in its place.
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
  const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? 'identity');
  if (cached.payload.length < SMALLEST_ENCODED_BYTES || (encoding !== 'br' && encoding !== 'gzip'))
    return reply.send(cached.payload);
  return reply.header('content-encoding', encoding).send(encodedPayload(cached, encoding));
}
