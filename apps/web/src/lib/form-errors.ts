// Server validation answers (`422 { message, errors: { field: ['validation.rule'] } }`,
// ../shared/STYLE.md) shown under the form's own fields.
import { splitFieldErrors } from '@ruangmain/domain/auth-messages';
import { type ApiError, isApiError } from '@/lib/api-client';

/**
 * The form field a server field shows under: renamed where the names differ (`password_confirmation`
 * → `confirmPassword`), null when the form has no such field.
 */
export const serverFieldMapper =
  (formFields: readonly string[], renames: Readonly<Record<string, string>> = {}) =>
  (serverField: string): string | null => {
    const field = renames[serverField] ?? serverField;
    return formFields.includes(field) ? field : null;
  };

export type ServerFieldErrorOptions = {
  /** The form field a server field is shown under; return null to leave it out. */
  toFormField?: (serverField: string) => string | null;
  /** The message for a server field and its first rule code. */
  describe: (serverField: string, code: string) => string;
};

/**
 * The per-field messages of a failed call, keyed by form field: from `errors` (rule codes), or else from
 * a message of the form 'field: message; field: message' (spec 1 §5). Empty when there are none.
 */
export function collectServerFieldErrors(
  error: unknown,
  { toFormField = (field) => field, describe }: ServerFieldErrorOptions,
): Record<string, string> {
  if (!isApiError(error)) return {};
  const result: Record<string, string> = {};
  const add = (serverField: string, message: string) => {
    const formField = toFormField(serverField);
    if (formField && !(formField in result)) result[formField] = message;
  };
  if (error.errors) {
    for (const [field, codes] of Object.entries(error.errors)) {
      const code = codes[0];
      if (code) add(field, code.startsWith('validation.') ? describe(field, code) : code);
    }
    return result;
  }
  if (error.serverMessage && error.status === 422) {
    for (const [field, message] of Object.entries(splitFieldErrors(error.serverMessage))) add(field, message);
  }
  return result;
}

export const isValidationError = (error: unknown): error is ApiError =>
  isApiError(error) && error.status === 422;
