import { z } from 'zod';

/**
 * Pieces every endpoint contract shares. A contract file per API area (`contracts/<area>.ts`) declares
 * each endpoint once (`defineEndpoint`, endpoint.ts): method, path, request schemas (`params`, `query`,
 * `body`) and one response schema per status it answers; the API registers, validates and serialises
 * with them, the web calls them and infers its types from them, and the OpenAPI document is generated
 * from them. Contracts never import the database.
 */

/** Field errors as Laravel-style rule codes, e.g. { phone: ['validation.unique'] } (../shared/STYLE.md). */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** Every error answer: `{ message, errors? }`. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: FieldErrorsSchema.optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** `{ message }`: the answer of actions that only confirm. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const MAX_PER_PAGE = 100;

/** `?page=&per_page=` of a paginated list: whole numbers, page ≥ 1, per_page 1..100. */
export function paginationQuery(defaultPerPage: number) {
  return z.object({
    page: z.coerce
      .number({ message: 'The page must be a number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page must be at least 1.')
      .max(1_000_000, 'The page is too large.')
      .default(1),
    per_page: z.coerce
      .number({ message: 'The per page must be a number.' })
      .int('The per page must be a whole number.')
      .min(1, 'The per page must be at least 1.')
      .max(MAX_PER_PAGE, `The per page may not be greater than ${MAX_PER_PAGE}.`)
      .default(defaultPerPage),
  });
}

/**
 * Paging a client may leave out: without `page` a list answers whole, in the spec's own shape; with
 * it, one page (a paginator).
 */
export function optionalPaginationQuery(defaultPerPage: number) {
  const { page, per_page } = paginationQuery(defaultPerPage).shape;
  return z.object({ page: page.unwrap().optional(), per_page });
}

/** Laravel's paginator shape, which the web app reads (spec 1 §3 Game, spec 2 §3 Pagination). */
export function paginatorSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    data: z.array(item),
  });
}

/** A page of a list as a client reads it (the paginator's JSON), its items of type `Item`. */
export type Paginator<Item> = Omit<z.input<ReturnType<typeof paginatorSchema>>, 'data'> & { data: Item[] };

/** `?search=`: trimmed text of at most 100 characters; blank reads as absent. */
export const searchQueryField = () =>
  z
    .string({ message: 'The search must be text.' })
    .trim()
    .max(100, 'The search may not be greater than 100 characters.')
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A positive database id in a path, bounded to PostgreSQL's integer. */
export const idParam = (message = 'The id must be a number.') =>
  z.coerce.number({ message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * The error answers most routes can give; spread into a route's `response` beside its success. The
 * server itself answers 413 (a body over 1 MiB), 414 (a path parameter over 200 characters) and 415
 * (a body neither JSON nor text) before a route runs.
 */
export const commonErrorResponses = {
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
  414: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
} as const;

/** The same, for routes that need a session (401) and may refuse the user (403). */
export const authedErrorResponses = {
  ...commonErrorResponses,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
} as const;

/**
 * An instant in an answer: a `Date` where the API builds the answer, ISO 8601 text on the wire (what
 * `JSON.stringify` has always written). Answers holding one are typed for their readers with
 * `z.input` (the text), for the server with `z.output` (the Date).
 */
export const isoDateTime = () =>
  z.codec(z.iso.datetime({ offset: true }), z.date(), {
    decode: (text) => new Date(text),
    encode: (date) => date.toISOString(),
  });
