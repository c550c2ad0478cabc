import { isApiError } from '@/lib/api-client';

/** A login failure with one of these texts is shown as a blocked account (spec 1 §8 "Authentication"). */
const INACTIVE_ACCOUNT_PHRASES = [
  'Your account is not active. Please check your phone for an activation token.',
  'Your account is not active',
  'Account is not active',
].map((phrase) => phrase.toLowerCase());

export type LoginErrorTexts = { blocked: string; fallback: string };

/**
 * The text shown for a failed login: the server's message, the blocked text, or the fallback. A 403 is
 * always a blocked or unverified account: the API says it in the reader's language (record 0050), so
 * the phrases above cannot be relied on to recognise it.
 */
export function describeLoginError(error: unknown, texts: LoginErrorTexts): string {
  if (isApiError(error) && error.status === 403) return texts.blocked;
  const message = isApiError(error) ? error.serverMessage : undefined;
  if (!message) return texts.fallback;
  const lower = message.toLowerCase();
  return INACTIVE_ACCOUNT_PHRASES.some((phrase) => lower.includes(phrase)) ? texts.blocked : message;
}
