import { createHash } from 'node:crypto';

/** The request header that makes a money action safe to send twice (record 0035). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** As Stripe's: up to 255 characters; a UUID v4 is what the web app sends. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** How long a key answers its first result; older ones are pruned by the sweeper. */
export const IDEMPOTENCY_KEY_HOURS = 24;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

export type IdempotencyKeyHeader = { kind: 'absent' } | { kind: 'invalid' } | { kind: 'key'; key: string };

/**
 * The header's value as Node hands it (a string, or a list when it was sent more than once): one key
 * of 1 to 255 visible ASCII characters, none, or one the request is refused for.
 */
export function readIdempotencyKey(value: string | string[] | undefined): IdempotencyKeyHeader {
  if (value === undefined) return { kind: 'absent' };
  if (typeof value !== 'string') return { kind: 'invalid' };
  const key = value.trim();
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !VISIBLE_ASCII.test(key))
    return { kind: 'invalid' };
  return { kind: 'key', key };
}

/**
 * JSON with every object's keys in order, so the same request hashes the same whatever order a client
 * wrote its fields in. Dates are their ISO text, as JSON writes them.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) => {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return current;
    return Object.fromEntries(
      Object.entries(current as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}

/** SHA-256 of what the route acts on: its path parameters, query and (validated) body. */
export function hashIdempotentRequest(request: { params: unknown; query: unknown; body: unknown }): string {
  const described = canonicalJson({
    params: request.params ?? null,
    query: request.query ?? null,
    body: request.body ?? null,
  });
  return createHash('sha256').update(described).digest('hex');
}

/**
 * Whether an answer is kept and replayed to every repeat of the key. A success is. A client error
 * (4xx) is a refusal before anything moved (every money operation refuses inside its transaction, or
 * gives back what it reserved), and so is a 502/503 from a payment provider that could not be reached
 * (record 0023): the key is released, so the same or a corrected request may be sent again. Any other
 * server error (500) may have come after the money moved, so it is kept, as Stripe does.
 */
export function isKeptAnswer(statusCode: number): boolean {
  if (statusCode < 400) return true;
  if (statusCode < 500) return false;
  return statusCode !== 502 && statusCode !== 503;
}
