import { describe, expect, it } from 'vitest';
import { formatRupiah } from './money';

describe('formatRupiah', () => {
  it.each([
    [0, 'Rp0'],
    [-0, 'Rp0'],
    [null, 'Rp0'],
    [undefined, 'Rp0'],
    [Number.NaN, 'Rp0'],
    [Number.POSITIVE_INFINITY, 'Rp0'],
    [Number.NEGATIVE_INFINITY, 'Rp0'],
    [1, 'Rp1'],
    [999, 'Rp999'],
    [1000, 'Rp1.000'],
    [10_000, 'Rp10.000'],
    [99_999, 'Rp99.999'],
    [100_000, 'Rp100.000'],
    [999_999, 'Rp999.999'],
    [1_000_000, 'Rp1.000.000'],
    [1_250_000, 'Rp1.250.000'],
    [123_456_789, 'Rp123.456.789'],
    [Number.MAX_SAFE_INTEGER, 'Rp9.007.199.254.740.991'],
    [1e21, 'Rp1.000.000.000.000.000.000.000'],
    [-5000, '-Rp5.000'],
    [-1, '-Rp1'],
    [-1_250_000, '-Rp1.250.000'],
    [0.4, 'Rp0'],
    [0.5, 'Rp1'],
    [-0.4, 'Rp0'],
    [-0.5, '-Rp1'],
    [999.5, 'Rp1.000'],
    [1234.49, 'Rp1.234'],
    [-2.5, '-Rp3'],
    [10_000.0001, 'Rp10.000'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });

  it('never contains a space of any kind', () => {
    for (const amount of [0, 7, 10_000, -5000, 1_250_000.6]) {
      expect(formatRupiah(amount)).not.toMatch(/\s/u);
    }
  });
});
