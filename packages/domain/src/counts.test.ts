import { describe, expect, it } from 'vitest';
import { formatCount, formatWhole } from './counts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [null, '0'],
    [undefined, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1,000'],
    [1001, '1,001'],
    [99_999, '99,999'],
    [100_000, '100,000'],
    [1_250_000, '1,250,000'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [-1, '-1'],
    [-1500, '-1,500'],
    [0.4, '0'],
    [0.5, '1'],
    [-0.5, '-1'],
    [999.5, '1,000'],
  ])('%d → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it('prints whole counts exactly as Intl.NumberFormat("en") does', () => {
    const intl = new Intl.NumberFormat('en');
    for (const value of [0, 7, 12, 999, 1000, 54_321, 1_000_000, -250, -1_000_000, 2 ** 40]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
});

describe('formatWhole', () => {
  it.each([
    [0, '.', '', '0'],
    [100, '.', 'Rp', 'Rp100'],
    [1000, '.', '', '1.000'],
    [-1_000_000, ',', '', '-1,000,000'],
    [-0.4, '.', 'Rp', 'Rp0'],
    [-5000, '.', 'Rp', '-Rp5.000'],
  ])('%d with "%s" and "%s" → %s', (value, separator, unit, expected) => {
    expect(formatWhole(value, separator, unit)).toBe(expected);
  });
});
