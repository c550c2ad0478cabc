// Whole counts for display in English, as Intl.NumberFormat('en') prints them: '1,250', '-30'. Written
// out because a page's first Intl.NumberFormat costs a slow phone tens of milliseconds of one task
// (docs/decisions/0033); every count the product shows (points, pieces, bookings) is whole.

/** The digits of a whole, non-negative `whole`, grouped by thousands with `separator`. */
export function groupThousands(whole: number, separator: string): string {
  // BigInt prints every digit; String() switches to exponent notation from 1e21.
  return BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * Formats a count with thousands separated by commas. Fractions round to the nearest whole, halves away
 * from zero; null, undefined and non-finite numbers show '0'.
 */
export function formatCount(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '0';
  const whole = Math.round(Math.abs(value));
  if (whole === 0) return '0';
  return `${value < 0 ? '-' : ''}${groupThousands(whole, ',')}`;
}
