// Reading a payment's order id (invoice.ts numbers them: the invoice and the attempt). Apart from
// invoice.ts, which needs the zone library, so a success page reads one without loading it.

const ORDER_ID_PATTERN = /^((?:BOOK|FNB)-\d{8}-[A-Z0-9]{6})-[1-9]\d{0,5}$/;

/**
 * The invoice number a payment's order id belongs to ('BOOK-20261122-7Q2XKD-2' → 'BOOK-20261122-7Q2XKD'),
 * or null for anything else: the payment provider's finish redirect may bring back only the order id.
 */
export function invoiceOfOrderId(orderId: string | null | undefined): string | null {
  return orderId ? (ORDER_ID_PATTERN.exec(orderId)?.[1] ?? null) : null;
}
