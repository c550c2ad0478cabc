import { toLocalDateTime } from './hours';

const INVOICE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A whole number from 0 up to, not including, `size`: the server passes `node:crypto`'s `randomInt`. */
export type PickIndex = (size: number) => number;

/** What the invoice number starts with: BOOK for a room booking, FNB for a food order (spec 2 §3). */
export type InvoiceKind = 'BOOK' | 'FNB';

/** A booking's or a food order's invoice number, as the public status lookup accepts it. */
export const INVOICE_NUMBER_PATTERN = /^(BOOK|FNB)-\d{8}-[A-Z0-9]{6}$/;

/**
 * 'BOOK-20261122-7Q2XKD' (or 'FNB-…' for a food order): the venue-local date the booking was made and
 * six random upper-case alphanumerics (36⁶ ≈ 2.2 billion a day; a clash is caught by the unique key
 * and retried).
 */
export function generateInvoiceNumber(
  createdAt: Date,
  timeZone: string,
  pickIndex: PickIndex,
  kind: InvoiceKind = 'BOOK',
): string {
  const date = toLocalDateTime(createdAt, timeZone).slice(0, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 6 }, () => {
    const letter = INVOICE_ALPHABET[pickIndex(INVOICE_ALPHABET.length)];
    if (letter === undefined) throw new RangeError('pickIndex must answer 0 to 35');
    return letter;
  }).join('');
  return `${kind}-${date}-${suffix}`;
}

/** Each payment attempt of a booking has its own order id (../shared/DESIGN.md "Payment state"). */
export function paymentOrderId(invoiceNumber: string, attempt: number): string {
  return `${invoiceNumber}-${attempt}`;
}
