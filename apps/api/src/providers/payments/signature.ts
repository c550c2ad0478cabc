import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentNotification } from './payment-provider';

/**
 * Midtrans' notification signature: hex SHA-512 of order_id + status_code + gross_amount + server key,
 * the strings exactly as they travel ('150000.00', not 150000), so no number formatting happens here.
 */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

/** Whether a notification was signed with this server key; compared in constant time. */
export function isValidSignature(
  notification: Pick<PaymentNotification, 'order_id' | 'status_code' | 'gross_amount' | 'signature_key'>,
  serverKey: string,
): boolean {
  if (typeof notification.signature_key !== 'string') return false;
  const expected = Buffer.from(
    notificationSignature(
      String(notification.order_id),
      String(notification.status_code),
      String(notification.gross_amount),
      serverKey,
    ),
  );
  const given = Buffer.from(notification.signature_key.toLowerCase());
  // timingSafeEqual throws on different lengths; the length of a SHA-512 hex digest is public anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
