import { GROSS_AMOUNT_PATTERN } from '@ruangmain/domain/contracts/payments';
import type { PaymentNotification } from './payment-provider';

/**
 * Whole rupiah from a gross_amount, or null when it is not written as Midtrans writes it
 * (GROSS_AMOUNT_PATTERN, in the webhook's contract).
 */
export function parseGrossAmount(text: unknown): number | null {
  if (typeof text !== 'string' || !GROSS_AMOUNT_PATTERN.test(text)) return null;
  return Number(text.slice(0, -3));
}

/**
 * Which status codes go with which transaction_status (docs.midtrans.com "Code statuses", and the
 * samples of each API's answer and notification): 200 is success (settlement, capture accepted,
 * refunds, and the answers to merchant-initiated cancel and deny), 201 is waiting (pending, capture
 * under fraud review), 202 is refused (deny, cancel, expire, failure), 407 is the status API's and
 * the expire API's "transaction has expired".
 */
const STATUS_CODES: Record<string, readonly string[]> = {
  settlement: ['200'],
  authorize: ['200'],
  refund: ['200'],
  partial_refund: ['200'],
  chargeback: ['200'],
  partial_chargeback: ['200'],
  pending: ['201'],
  deny: ['200', '202'],
  cancel: ['200', '202'],
  expire: ['202', '407'],
  failure: ['202'],
};

/**
 * Whether a notification's transaction_status agrees with its status_code. Only status_code is signed
 * (with order_id and gross_amount), so a status that contradicts it was written by someone else: a
 * signed expire (202) cannot become a settlement (200). Unknown statuses agree with nothing.
 */
export function isStatusCodeConsistent(
  notification: Pick<PaymentNotification, 'transaction_status' | 'status_code' | 'fraud_status'>,
): boolean {
  const { transaction_status: status, status_code: code } = notification;
  if (status === 'capture') {
    if (notification.fraud_status === 'challenge') return code === '201';
    if (notification.fraud_status === 'deny') return code === '202';
    return code === '200';
  }
  return Object.hasOwn(STATUS_CODES, status) && (STATUS_CODES[status]?.includes(code) ?? false);
}
