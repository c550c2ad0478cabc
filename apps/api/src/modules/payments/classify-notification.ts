import type { PaymentNotification } from '../../providers/payments/payment-provider';

/** What a Midtrans status means for the booking. */
export type PaymentOutcome = 'paid' | 'pending' | 'failed' | 'refunded' | 'other';

/**
 * Midtrans' transaction statuses: settlement, or capture with fraud status accept, is paid; capture
 * under challenge waits for review; deny, cancel, expire and failure end the attempt; a full or
 * partial refund gives money back (record-provider-refunds.ts).
 */
export function classifyNotification(
  notification: Pick<PaymentNotification, 'transaction_status' | 'fraud_status'>,
): PaymentOutcome {
  switch (notification.transaction_status) {
    case 'settlement':
      return 'paid';
    case 'capture':
      if (notification.fraud_status === 'challenge') return 'pending';
      if (notification.fraud_status === 'deny') return 'failed';
      return 'paid';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'deny':
    case 'cancel':
    case 'expire':
    case 'failure':
      return 'failed';
    case 'refund':
    case 'partial_refund':
      return 'refunded';
    default:
      return 'other';
  }
}
