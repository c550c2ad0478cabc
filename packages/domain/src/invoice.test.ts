import { describe, expect, it } from 'vitest';
import { generateInvoiceNumber, INVOICE_NUMBER_PATTERN, paymentOrderId } from './invoice';

const JAKARTA = 'Asia/Jakarta';

/** Answers the given indexes in turn and records the sizes it was asked for. */
function scripted(indexes: number[]) {
  const sizes: number[] = [];
  let next = 0;
  const pick = (size: number) => {
    sizes.push(size);
    return indexes[next++ % indexes.length] ?? 0;
  };
  return { pick, sizes };
}

describe('generateInvoiceNumber', () => {
  it.each([
    // 23:59 in Jakarta is still the 22nd; 17:00 UTC is already the 23rd there (UTC+7).
    ['2026-11-22T16:59:00Z', 'BOOK-20261122-'],
    ['2026-11-22T17:00:00Z', 'BOOK-20261123-'],
    ['2026-12-31T17:30:00Z', 'BOOK-20270101-'],
  ])('dates the number by the venue-local day of %s', (instant, prefix) => {
    const { pick } = scripted([0]);
    expect(generateInvoiceNumber(new Date(instant), JAKARTA, pick)).toBe(`${prefix}AAAAAA`);
  });

  it('draws six characters from A–Z and 0–9 with the randomness it is given', () => {
    const { pick, sizes } = scripted([0, 25, 26, 35, 7, 16]);
    expect(generateInvoiceNumber(new Date('2026-11-22T03:00:00Z'), JAKARTA, pick)).toBe(
      'BOOK-20261122-AZ09HQ',
    );
    expect(sizes).toEqual([36, 36, 36, 36, 36, 36]);
  });

  it('starts a food order’s number with FNB, and the pattern knows both kinds', () => {
    const { pick } = scripted([1]);
    const food = generateInvoiceNumber(new Date('2026-11-22T03:00:00Z'), JAKARTA, pick, 'FNB');
    expect(food).toBe('FNB-20261122-BBBBBB');
    expect(INVOICE_NUMBER_PATTERN.test(food)).toBe(true);
    expect(INVOICE_NUMBER_PATTERN.test('BOOK-20261122-7Q2XKD')).toBe(true);
    expect(INVOICE_NUMBER_PATTERN.test('ROOM-20261122-7Q2XKD')).toBe(false);
    expect(INVOICE_NUMBER_PATTERN.test('FNB-2026112-7Q2XKD')).toBe(false);
  });

  it('refuses an index outside the alphabet', () => {
    expect(() => generateInvoiceNumber(new Date('2026-11-22T03:00:00Z'), JAKARTA, () => 36)).toThrow(
      RangeError,
    );
  });
});

describe('paymentOrderId', () => {
  it('numbers each payment attempt of a booking', () => {
    expect(paymentOrderId('BOOK-20261122-7Q2XKD', 1)).toBe('BOOK-20261122-7Q2XKD-1');
    expect(paymentOrderId('BOOK-20261122-7Q2XKD', 2)).toBe('BOOK-20261122-7Q2XKD-2');
  });
});
