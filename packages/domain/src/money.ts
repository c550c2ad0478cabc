// Whole rupiah for display: 'Rp10.000', '-Rp5.000', no decimals, no space (spec 1 §3 "Derived display",
// spec 1 §9 "Currency: IDR, no decimals", DESIGN "Money").

import { formatWhole } from './counts';

/**
 * Formats an amount as rupiah. Zero, null, undefined and non-finite numbers show 'Rp0' (spec 1 §3:
 * "zero or empty shows Rp0"); fractions round to the nearest rupiah, halves away from zero.
 */
export function formatRupiah(amount: number | null | undefined): string {
  // Grouping by hand: Intl's IDR currency output inserts a non-breaking space after 'Rp'.
  return formatWhole(amount, '.', 'Rp');
}
