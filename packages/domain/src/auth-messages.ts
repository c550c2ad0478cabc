// The account rules of spec 1 §5 that need no zod: the code lengths and the server's field messages.
// auth-schemas.ts builds the form schemas on them (and re-exports them); a form's page reads them
// from here, so it can show without loading zod.

/** The reset token's length (forgot password step 2). */
export const TOKEN_LENGTH = 6;

/** The verification code's length (spec 1 §5 "Verification and change number"). */
export const OTP_LENGTH = 6;

/**
 * Server answers to form messages (spec 1 §5 "Server-side registration error mapping"): field names
 * and Laravel rule codes.
 */
export const SERVER_FIELD_TO_FORM_FIELD: Record<string, string> = {
  name: 'fullName',
  phone: 'phoneNumber',
  password_confirmation: 'confirmPassword',
};

export function describeRegisterError(field: string, code: string): string {
  if (code === 'validation.unique') {
    if (field === 'email') return 'Email address is already registered';
    if (field === 'username') return 'Username is already taken';
    if (field === 'phone') return 'Phone number is already registered';
  }
  if (field === 'password' && code === 'validation.regex') {
    return 'Password must contain at least one uppercase letter, one lowercase letter, and one number';
  }
  if (code === 'validation.email') return 'Please enter a valid email address';
  if (code === 'validation.confirmed') return 'Password confirmation does not match';
  if (code === 'validation.required') return 'This field is required';
  if (code.startsWith('validation.min')) return 'This field is too short';
  if (code.startsWith('validation.max')) return 'This field is too long';
  return 'This field is invalid';
}

/** 'field: message; field: message' → { field: message } (spec 1 §5). */
export function splitFieldErrors(message: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of message.split(';')) {
    const index = part.indexOf(':');
    if (index <= 0) continue;
    const field = part.slice(0, index).trim();
    const text = part.slice(index + 1).trim();
    if (field && text && !(field in result)) result[field] = text;
  }
  return result;
}
