import type { LocalText } from '../texts/local-text';

/**
 * One error type for business operations; its code maps to an HTTP status in one place
 * (../shared/STYLE.md).
 */
export type AppErrorCode =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'validation'
  | 'rate_limited'
  | 'provider_unavailable';

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  rate_limited: 429,
  provider_unavailable: 502,
};

/** Field errors as Laravel-style rule codes, e.g. { phone: ['validation.unique'] }. */
export type FieldErrors = Record<string, string[]>;

/**
 * `message` is the text with no language asked for (the spec's, as logs and tests read it); the error
 * handler says `text` in the request's language (docs/decisions/0050).
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly text: LocalText;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  /** More of the answer beside `message`, as the route's contract names it (e.g. a 409's `conflicts`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: AppErrorCode,
    text: LocalText,
    options: {
      errors?: FieldErrors;
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(text.in(null));
    this.name = 'AppError';
    this.code = code;
    this.text = text;
    this.errors = options.errors;
    this.headers = options.headers;
    this.details = options.details;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** SQLSTATE of a database error, whichever driver or wrapper raised it. */
export function findSqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  deadlock: '40P01',
} as const;
