import { randomInt } from 'node:crypto';
import { toLocalDateTime } from '@ruangmain/domain/hours';

const INVOICE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * 'BOOK-20261122-7Q2XKD': the venue-local date the booking was made and six random upper-case
 * alphanumerics (36⁶ ≈ 2.2 billion a day; a clash is caught by the unique key and retried).
 */
export function generateInvoiceNumber(createdAt: Date, timeZone: string): string {
  const date = toLocalDateTime(createdAt, timeZone).slice(0, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 6 }, () => INVOICE_ALPHABET[randomInt(INVOICE_ALPHABET.length)]).join(
    '',
  );
  return `BOOK-${date}-${suffix}`;
}

/** Each payment attempt of a booking has its own order id (DESIGN.md "Payment state"). */
export function paymentOrderId(invoiceNumber: string, attempt: number): string {
  return `${invoiceNumber}-${attempt}`;
}
