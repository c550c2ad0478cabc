import { toLocalDateTime } from './hours';

const INVOICE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A whole number from 0 up to, not including, `size`: the server passes `node:crypto`'s `randomInt`. */
export type PickIndex = (size: number) => number;

/**
 * 'BOOK-20261122-7Q2XKD': the venue-local date the booking was made and six random upper-case
 * alphanumerics (36⁶ ≈ 2.2 billion a day; a clash is caught by the unique key and retried).
 */
export function generateInvoiceNumber(createdAt: Date, timeZone: string, pickIndex: PickIndex): string {
  const date = toLocalDateTime(createdAt, timeZone).slice(0, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 6 }, () => {
    const letter = INVOICE_ALPHABET[pickIndex(INVOICE_ALPHABET.length)];
    if (letter === undefined) throw new RangeError('pickIndex must answer 0 to 35');
    return letter;
  }).join('');
  return `BOOK-${date}-${suffix}`;
}

/** Each payment attempt of a booking has its own order id (../shared/DESIGN.md "Payment state"). */
export function paymentOrderId(invoiceNumber: string, attempt: number): string {
  return `${invoiceNumber}-${attempt}`;
}
