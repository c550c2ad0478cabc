import { describe, expect, it } from 'vitest';
import { isValidSignature, notificationSignature } from './signature';

// Computed independently: printf '%s' 'Order-1042200150000.00SB-Mid-server-TEST' | openssl dgst -sha512
const VECTOR = {
  order_id: 'Order-1042',
  status_code: '200',
  gross_amount: '150000.00',
  serverKey: 'SB-Mid-server-TEST',
  signature:
    '267d776f3ad52f095d37ef66e103bdabdd94f47846f5c5ce06ef9ace63c8500e2551d08d1fee36d8e22026f3222bd5b10ef52a105d754e13ba74ab7b145d2994',
};

describe('Midtrans notification signature', () => {
  it('is the hex SHA-512 of order_id + status_code + gross_amount + server key', () => {
    expect(
      notificationSignature(VECTOR.order_id, VECTOR.status_code, VECTOR.gross_amount, VECTOR.serverKey),
    ).toBe(VECTOR.signature);
  });

  it('accepts a notification signed with the key', () => {
    expect(isValidSignature({ ...VECTOR, signature_key: VECTOR.signature }, VECTOR.serverKey)).toBe(true);
    // Hex is case-insensitive.
    expect(
      isValidSignature({ ...VECTOR, signature_key: VECTOR.signature.toUpperCase() }, VECTOR.serverKey),
    ).toBe(true);
  });

  it.each([
    ['another server key', { serverKey: 'SB-Mid-server-OTHER' }],
    ['a changed status code', { status_code: '201' }],
    ['a changed amount', { gross_amount: '1.00' }],
    ['the amount without decimals', { gross_amount: '150000' }],
    ['a changed order id', { order_id: 'Order-1043' }],
    ['a truncated signature', { signature_key: VECTOR.signature.slice(0, 64) }],
    ['an empty signature', { signature_key: '' }],
    ['a missing signature', { signature_key: undefined }],
  ])('rejects %s', (_case, change: Record<string, string | undefined>) => {
    const { serverKey, ...notification } = { ...VECTOR, signature_key: VECTOR.signature, ...change };
    expect(isValidSignature(notification as never, serverKey as string)).toBe(false);
  });
});
