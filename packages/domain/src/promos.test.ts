import { describe, expect, it } from 'vitest';
import { findPromoProblem, normalizePromoCode, PROMO_MESSAGES, type PromoValidity } from './promos';

const now = new Date('2026-11-27T07:00:00Z');
const valid: PromoValidity = {
  is_active: true,
  start_date: '2026-11-01T00:00:00Z',
  end_date: '2027-11-01T00:00:00Z',
  times_used: 3,
  usage_limit: 10,
};

describe('findPromoProblem (spec 2 §5 promo validity, in order)', () => {
  it.each<[string, Partial<PromoValidity> | null, string | null]>([
    ['valid', {}, null],
    ['no limits at all', { start_date: null, end_date: null, usage_limit: null }, null],
    ['inactive', { is_active: false }, PROMO_MESSAGES.inactive],
    [
      'inactive wins over expired and used up',
      { is_active: false, end_date: '2026-01-01T00:00:00Z', times_used: 10 },
      PROMO_MESSAGES.inactive,
    ],
    ['not yet started', { start_date: '2026-11-27T07:00:01Z' }, PROMO_MESSAGES.notStarted],
    ['starts exactly now', { start_date: now.toISOString() }, null],
    ['expired', { end_date: '2026-11-27T06:59:59Z' }, PROMO_MESSAGES.expired],
    ['ends exactly now', { end_date: now.toISOString() }, null],
    [
      'not started wins over used up',
      { start_date: '2026-12-01T00:00:00Z', times_used: 10 },
      PROMO_MESSAGES.notStarted,
    ],
    ['used up at the limit', { times_used: 10 }, PROMO_MESSAGES.usedUp],
    ['one use left', { times_used: 9 }, null],
    ['a limit of zero is used up', { usage_limit: 0, times_used: 0 }, PROMO_MESSAGES.usedUp],
    ['not found', null, PROMO_MESSAGES.notFound],
  ])('%s', (_name, patch, expected) => {
    expect(findPromoProblem(patch === null ? null : { ...valid, ...patch }, now)).toBe(expected);
  });
});

describe('normalizePromoCode', () => {
  it.each([
    ['  openingyuk ', 'OPENINGYUK'],
    ['OpeningYuk', 'OPENINGYUK'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizePromoCode(input)).toBe(expected);
  });
});
