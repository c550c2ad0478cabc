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

/** Keeps digits only and at most `max` of them, as the phone inputs do (spec 1 §5: 14 characters). */
export function sanitizePhoneInput(value: string, max = 14): string {
  return value.replace(/\D/g, '').slice(0, max);
}
