/**
 * Indonesian phone numbers: 08…, 628… and +62 8… are one number (spec 1 §5 "Register": a number starts with
 * 08). The canonical form, stored and used for WhatsApp, is 62 followed by the subscriber number (e.g.
 * 6281234567890).
 */
const SEPARATORS = /[\s\-().]/g;

/** The canonical 62… form, or null when the value is not an Indonesian mobile number. */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(SEPARATORS, '');
  let digits: string;
  if (compact.startsWith('+62')) digits = compact.slice(3);
  else if (compact.startsWith('62')) digits = compact.slice(2);
  else if (compact.startsWith('0')) digits = compact.slice(1);
  else return null;
  // Mobile numbers start with 8 and have 9 to 13 digits after the country code.
  if (!/^8\d{8,12}$/.test(digits)) return null;
  return `62${digits}`;
}

/** 6281234567890 → 081234567890, the way Indonesians write their own number. */
export function formatLocalPhone(canonical: string): string {
  return canonical.startsWith('62') ? `0${canonical.slice(2)}` : canonical;
}

/** The subscriber digits of a number written 08…, 628… or +62 8… (what follows the 0 or the 62). */
function subscriberDigits(value: string): string {
  const compact = value.trim().replace(SEPARATORS, '');
  if (compact.startsWith('+62')) return compact.slice(3);
  if (compact.startsWith('62')) return compact.slice(2);
  if (compact.startsWith('0')) return compact.slice(1);
  return compact;
}

/**
 * A staff account's placeholder (62 then 0, a range no WhatsApp account uses; staff sign in by
 * username), however it is written: 620000000000 or, formatted, 00000000000.
 */
export function isPlaceholderPhone(value: string): boolean {
  return /^0\d*$/.test(subscriberDigits(value));
}

/**
 * A phone as every screen shows it (issue 29): 081234567890 whichever form it is stored in, nothing
 * for none or a staff placeholder, anything else as written. Files keep the machine form (62…).
 */
export function formatPhoneForDisplay(value: string | null | undefined): string {
  if (!value || isPlaceholderPhone(value)) return '';
  const canonical = normalizePhone(value);
  return canonical ? formatLocalPhone(canonical) : value;
}

/** Keeps digits only and at most `max` of them, as the phone inputs do (spec 1 §5: 14 characters). */
export function sanitizePhoneInput(value: string, max = 14): string {
  return value.replace(/\D/g, '').slice(0, max);
}
