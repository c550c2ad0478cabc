import { parseMidtransTime } from './midtrans-time';
import { parseGrossAmount } from './notification-format';
import type { PaymentNotification } from './payment-provider';

/** One refund of an order as the provider reports it, keyed so that a repeat is recognised. */
export type ProviderRefund = { key: string; amount: number; at: Date | null; reason: string | null };

/**
 * What a refunded order's status says was given back: each refund (Midtrans' `refunds`), or, where a
 * provider lists none, only the total (`refund_amount`; all of it for `refund`); `unreadable` when
 * the list or the total is not as Midtrans writes it, so that nothing is guessed.
 */
export type ReportedRefunds =
  | { kind: 'listed'; refunds: ProviderRefund[] }
  | { kind: 'total'; total: number }
  | { kind: 'unreadable' };

// Midtrans: refund_key is the merchant's (the desk sends one) or its own; letters, digits, - and _.
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const REASON_MAX = 255;

/**
 * Reads the refunds of a `refund` or `partial_refund` status answer (docs.midtrans.com, "Get
 * Transaction Status": `refund_amount`, and `refunds` of {refund_chargeback_id, refund_amount,
 * created_at, reason, refund_key, bank_confirmed_at}). A refund's key is its refund_key (or its
 * chargeback id), scoped to the order unless it already starts with the order id, as the desk's keys
 * do (`{order_id}-refund-{n}`), so that an echo of a desk refund carries the desk's own key.
 */
export function readReportedRefunds(answer: PaymentNotification, grossAmount: number): ReportedRefunds {
  if (Array.isArray(answer.refunds) && answer.refunds.length > 0) {
    const listed: ProviderRefund[] = [];
    for (const entry of answer.refunds) {
      const refund = readRefund(entry, answer.order_id);
      if (!refund) return { kind: 'unreadable' };
      if (!listed.some((seen) => seen.key === refund.key)) listed.push(refund);
    }
    return { kind: 'listed', refunds: listed };
  }
  if (answer.refunds !== undefined && !Array.isArray(answer.refunds)) return { kind: 'unreadable' };
  // A full refund gives back all the order took, whatever else is said.
  if (answer.transaction_status === 'refund') return { kind: 'total', total: grossAmount };
  const total = readAmount(answer.refund_amount);
  return total === null ? { kind: 'unreadable' } : { kind: 'total', total };
}

function readRefund(entry: unknown, orderId: string): ProviderRefund | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const fields = entry as Record<string, unknown>;
  const amount = readAmount(fields.refund_amount);
  const key = readKey(fields, orderId);
  if (amount === null || key === null) return null;
  const reason = typeof fields.reason === 'string' ? fields.reason.trim().slice(0, REASON_MAX) : '';
  return {
    key,
    amount,
    at: parseMidtransTime(typeof fields.created_at === 'string' ? fields.created_at : null),
    reason: reason || null,
  };
}

function readKey(fields: Record<string, unknown>, orderId: string): string | null {
  const chargeback = fields.refund_chargeback_id;
  const own =
    typeof fields.refund_key === 'string' && KEY_PATTERN.test(fields.refund_key)
      ? fields.refund_key
      : Number.isSafeInteger(chargeback)
        ? `chargeback-${chargeback}`
        : null;
  if (own === null) return null;
  return own.startsWith(`${orderId}-`) ? own : `${orderId}-${own}`;
}

/** Whole rupiah, at least 1: '12000.00' as Midtrans writes amounts, or a whole number. */
function readAmount(value: unknown): number | null {
  const amount =
    typeof value === 'number' ? (Number.isSafeInteger(value) ? value : null) : parseGrossAmount(value);
  return amount !== null && amount >= 1 ? amount : null;
}
