// Whole numbers for display, grouped by thousands: counts as Intl.NumberFormat('en') prints them ('1,250',
// '-30'), and rupiah (money.ts). Written out because a page's first Intl.NumberFormat costs a slow phone
// tens of milliseconds of one task (docs/decisions/0033); every count the product shows (points, pieces,
// bookings) is whole.

/**
 * A number rounded to a whole, its thousands grouped with `separator` and `unit` written before the
 * digits: '-Rp5.000'. Fractions round halves away from zero; null, undefined, non-finite numbers and
 * anything that rounds to zero show `${unit}0`.
 */
export function formatWhole(value: number | null | undefined, separator: string, unit = ''): string {
  if (value == null || !Number.isFinite(value)) return `${unit}0`;
  // Rounding the magnitude keeps -2.5 and 2.5 symmetric (Math.round alone would give -2 and 3).
  const whole = Math.round(Math.abs(value));
  if (whole === 0) return `${unit}0`;
  // BigInt prints every digit; String() switches to exponent notation from 1e21.
  const grouped = BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, separator);
  return `${value < 0 ? '-' : ''}${unit}${grouped}`;
}

/** Formats a count with thousands separated by commas: '1,250'. */
export function formatCount(value: number | null | undefined): string {
  return formatWhole(value, ',');
}
