import { splitFieldErrors } from '@ruangmain/domain/auth-messages';
import { isApiError } from '@/lib/api-client';

/** How the page names a server field in a message (spec 2 §8: "the field fnbs is named Food & Drinks"). */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * The toast of a failed order (spec 2 §8 "Food order submit failure"): each field the server refused as
 * 'Field: first message', else the server's message, else `fallback` ('Failed to submit order. Please
 * try again.'). A field's message is the one the server wrote for it ('fnbs.0.quantity: …'), or the
 * whole message when only that field was refused.
 */
export function describeOrderError(
  error: unknown,
  {
    labels,
    fallback,
    format,
  }: { labels: FieldLabels; fallback: string; format: (field: string, message: string) => string },
): string {
  if (!isApiError(error) || error.status === 0) return fallback;
  const fields = error.errors ? Object.keys(error.errors) : [];
  if (fields.length === 0) return error.serverMessage ?? fallback;
  const perField = error.serverMessage ? splitFieldErrors(error.serverMessage) : {};
  const lines = new Map<string, string>();
  for (const field of fields) {
    const name = field.split('.')[0] ?? field;
    const label = labels[name] ?? name;
    const message =
      perField[field] ??
      (fields.length === 1 ? error.serverMessage : undefined) ??
      error.errors?.[field]?.[0] ??
      fallback;
    if (!lines.has(label)) lines.set(label, format(label, message));
  }
  return [...lines.values()].join('\n');
}
