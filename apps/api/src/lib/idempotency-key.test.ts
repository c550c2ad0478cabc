import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  hashIdempotentRequest,
  isKeptAnswer,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  readIdempotencyKey,
} from './idempotency-key';

describe('readIdempotencyKey (record 0035)', () => {
  it.each([
    [
      'a UUID v4',
      '7f1c2a8e-3b1d-4c6f-9a2e-5d8b1f0c4e7a',
      { kind: 'key', key: '7f1c2a8e-3b1d-4c6f-9a2e-5d8b1f0c4e7a' },
    ],
    ['one character', 'k', { kind: 'key', key: 'k' }],
    ['the longest', 'k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH), { kind: 'key', key: 'k'.repeat(255) }],
    ['surrounding spaces, trimmed', '  abc  ', { kind: 'key', key: 'abc' }],
    ['no header', undefined, { kind: 'absent' }],
    ['an empty value', '', { kind: 'invalid' }],
    ['only spaces', '   ', { kind: 'invalid' }],
    ['one too long', 'k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH + 1), { kind: 'invalid' }],
    ['a space inside', 'a b', { kind: 'invalid' }],
    ['a character outside ASCII', 'kunci-é', { kind: 'invalid' }],
    ['the header sent twice', ['a', 'b'], { kind: 'invalid' }],
  ] as const)('%s', (_name, value, expected) => {
    expect(readIdempotencyKey(value as string | string[] | undefined)).toEqual(expected);
  });
});

describe('canonicalJson', () => {
  it('writes every object’s keys in order, at any depth, and keeps arrays in theirs', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('writes dates as JSON does and leaves undefined fields out', () => {
    expect(canonicalJson({ at: new Date('2026-01-02T03:04:05.000Z'), gone: undefined })).toBe(
      '{"at":"2026-01-02T03:04:05.000Z"}',
    );
  });
});

describe('hashIdempotentRequest', () => {
  const extend = { params: { id: 7 }, query: {}, body: { minutes: 30, payment_method: 'cash' } };

  it('is the same for the same request, whatever the order of its fields', () => {
    const reordered = { body: { payment_method: 'cash', minutes: 30 }, query: {}, params: { id: 7 } };
    expect(hashIdempotentRequest(reordered)).toBe(hashIdempotentRequest(extend));
    expect(hashIdempotentRequest(extend)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['another body', { ...extend, body: { minutes: 60, payment_method: 'cash' } }],
    ['another booking', { ...extend, params: { id: 8 } }],
    ['another query', { ...extend, query: { page: 2 } }],
    ['no body', { ...extend, body: undefined }],
  ])('differs for %s', (_name, other) => {
    expect(hashIdempotentRequest(other)).not.toBe(hashIdempotentRequest(extend));
  });
});

describe('isKeptAnswer', () => {
  it.each([
    [200, true],
    [201, true],
    [400, false],
    [409, false],
    [422, false],
    [429, false],
    [500, true],
    [502, false],
    [503, false],
  ])('%i → %s', (status, kept) => {
    expect(isKeptAnswer(status)).toBe(kept);
  });
});
