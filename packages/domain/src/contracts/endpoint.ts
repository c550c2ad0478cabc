import type { z } from 'zod';

/**
 * One declaration per endpoint: its method, its path with typed `:parameters`, its request schemas
 * (`params`, `query`, `body` or a multipart form), one response schema per status it answers, and what
 * OpenAPI shows of it. The API registers its route from the declaration (apps/api/src/lib/endpoint-route.ts),
 * the web calls it through one typed client (apps/web/src/lib/api-client.ts `call`), and the OpenAPI
 * document is generated from the same schemas: nobody writes the path, the method or an answer's type
 * a second time.
 *
 * ```ts
 * export const redeemRewardEndpoint = defineEndpoint({
 *   method: 'POST',
 *   path: '/api/customer/rewards/:id/redeem',
 *   params: z.object({ id: idParam() }), // keys must be the path's `:names`, or it does not compile
 *   response: { 201: RedeemRewardResponseSchema, ...authedErrorResponses },
 *   tags: ['rewards'],
 *   summary: 'Spend points on a reward',
 * });
 * ```
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` parameters of a path: `'id' | 'action'` for '/pay/:id/:action', never without any. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamNames<`/${Tail}`>
    : Rest
  : never;

type ObjectSchema = z.ZodObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;

/** One schema per status the endpoint answers, e.g. `{ 201: Created, ...authedErrorResponses }`. */
export type ResponseSchemas = { readonly [status: number]: z.ZodType };

/** A multipart form's fields, by name: what each holds (`{ file: 'file' }` for one uploaded file). */
export type MultipartFields = { readonly [field: string]: 'file' | 'text' };

/** The statuses a success answers with; the web reads these, the others reject as an ApiError. */
export type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206;

/**
 * What Fastify takes as a route's `schema`, unchanged: request schemas under Fastify's names
 * (`querystring`), the response map, and the OpenAPI fields (`tags`, `summary`, `description`,
 * `consumes`, `hide`). A part the endpoint does not declare is left out, not set to undefined.
 */
export type EndpointSchema<
  Params extends ObjectSchema | undefined,
  Query extends ObjectSchema | undefined,
  Body extends z.ZodType | undefined,
  Response extends ResponseSchemas,
> = {
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly consumes?: readonly string[];
  readonly produces?: readonly string[];
  readonly hide?: boolean;
  readonly response: Response;
} & (Params extends ObjectSchema ? { readonly params: Params } : unknown) &
  (Query extends ObjectSchema ? { readonly querystring: Query } : unknown) &
  (Body extends z.ZodType ? { readonly body: Body } : unknown);

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends ObjectSchema | undefined = ObjectSchema | undefined,
  Query extends ObjectSchema | undefined = ObjectSchema | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Multipart extends MultipartFields | undefined = MultipartFields | undefined,
  Response extends ResponseSchemas = ResponseSchemas,
  Idempotent extends boolean = boolean,
> {
  readonly method: Method;
  /** Fastify's syntax: `/api/customer/rewards/:id/redeem`. */
  readonly path: Path;
  readonly params: Params;
  readonly query: Query;
  /** A JSON body's schema. */
  readonly body: Body;
  /** A multipart form's fields instead of a JSON body (an image upload). */
  readonly multipart: Multipart;
  readonly response: Response;
  /** A money action: an `Idempotency-Key` makes a repeat answer the first result (record 0035). */
  readonly idempotent: Idempotent;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description: string | undefined;
  /** The media types of its success answer when not JSON, e.g. `['text/csv']` for a download. */
  readonly produces: readonly string[] | undefined;
  /** Left out of the OpenAPI document. */
  readonly hide: boolean;
  /** The route's `schema` for Fastify (validation, serialisation, OpenAPI). */
  readonly schema: EndpointSchema<Params, Query, Body, Response>;
}

/** Any declaration, whatever its types: what a helper taking an endpoint accepts. */
// biome-ignore lint/suspicious/noExplicitAny: the widest endpoint, each type parameter at its bound
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any, any, any, boolean>;

type ParamsDeclaration<Path extends string, Params> = [PathParamNames<Path>] extends [never]
  ? { readonly params?: undefined }
  : {
      /** One key per `:name` of the path, no other. */
      readonly params: Params &
        ObjectSchema &
        ([Exclude<keyof Shape<Params>, PathParamNames<Path>>] extends [never]
          ? unknown
          : {
              readonly '(keys the path does not name)': Exclude<keyof Shape<Params>, PathParamNames<Path>>;
            }) &
        ([Exclude<PathParamNames<Path>, keyof Shape<Params>>] extends [never]
          ? unknown
          : {
              readonly '(path parameters without a schema)': Exclude<
                PathParamNames<Path>,
                keyof Shape<Params>
              >;
            });
    };

type Shape<Params> = Params extends z.ZodObject<infer S> ? S : never;

type BodyDeclaration<Body, Multipart> =
  | { readonly body?: Body; readonly multipart?: undefined }
  | { readonly body?: undefined; readonly multipart?: Multipart };

export type EndpointDeclaration<
  Method extends HttpMethod,
  Path extends string,
  Params,
  Query,
  Body,
  Multipart,
  Response extends ResponseSchemas,
  Idempotent extends boolean,
> = {
  readonly method: Method;
  readonly path: Path;
  readonly query?: Query;
  readonly response: Response;
  readonly idempotent?: Idempotent;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly produces?: readonly string[];
  readonly hide?: boolean;
} & ParamsDeclaration<Path, Params> &
  BodyDeclaration<Body, Multipart>;

const PATH_PARAM = /:([A-Za-z0-9_]+)/g;

/** The `:name` parameters of a path, in order. */
export const listPathParams = (path: string): string[] =>
  [...path.matchAll(PATH_PARAM)].map((m) => m[1] ?? '');

/**
 * Declares an endpoint. The types refuse a `params` schema whose keys differ from the path's `:names`
 * (and a path with parameters but no `params`); `checkEndpoint` refuses the same, a GET with a body
 * and a body beside a multipart form when the API registers the route.
 *
 * In the web app's bundle a declaration keeps its method, path and flags only: its schemas are types
 * there (apps/web/build/endpoint-routes.ts), so no page loads zod or a schema to call an endpoint. A
 * declaration nothing uses is dropped from a bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Params extends ObjectSchema | undefined = undefined,
  Query extends ObjectSchema | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  const Multipart extends MultipartFields | undefined = undefined,
  const Response extends ResponseSchemas = ResponseSchemas,
  Idempotent extends boolean = false,
>(
  declaration: EndpointDeclaration<Method, Path, Params, Query, Body, Multipart, Response, Idempotent>,
): Endpoint<Method, Path, Params, Query, Body, Multipart, Response, Idempotent> {
  const { method, path, query, response, tags, summary, description, produces } = declaration;
  const params = declaration.params as Params;
  const body = declaration.body as Body;
  const multipart = declaration.multipart as Multipart;

  const schema: Record<string, unknown> = { tags, summary };
  if (description !== undefined) schema.description = description;
  if (multipart) schema.consumes = ['multipart/form-data'];
  if (produces) schema.produces = produces;
  if (declaration.hide) schema.hide = true;
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (body) schema.body = body;
  schema.response = response;

  return {
    method,
    path,
    params,
    query: query as Query,
    body,
    multipart,
    response,
    idempotent: (declaration.idempotent ?? false) as Idempotent,
    tags,
    summary,
    description,
    produces,
    hide: declaration.hide ?? false,
    schema: schema as EndpointSchema<Params, Query, Body, Response>,
  };
}

/**
 * Refuses a declaration the types would refuse, for code the types do not see: `params` keys other
 * than the path's `:names`, a GET with a body, a body beside a multipart form, no success status.
 */
export function checkEndpoint(endpoint: AnyEndpoint): void {
  const where = `${endpoint.method} ${endpoint.path}`;
  const named = listPathParams(endpoint.path).sort();
  const keyed = Object.keys(endpoint.params?.shape ?? {}).sort();
  if (named.join() !== keyed.join())
    throw new Error(
      `${where}: params ${JSON.stringify(keyed)} differ from the path's ${JSON.stringify(named)}`,
    );
  if (endpoint.body && endpoint.multipart) throw new Error(`${where}: a body or a multipart form, not both`);
  if (endpoint.method === 'GET' && (endpoint.body || endpoint.multipart))
    throw new Error(`${where}: a GET has no body`);
  if (!Object.keys(endpoint.response).some((status) => status.startsWith('2')))
    throw new Error(`${where}: no success status in its responses`);
}

// ── What a caller sends and gets ─────────────────────────────────────────────────────────────────

/** A path parameter or query value as it travels: text, whatever the schema coerces it to. */
export type WireValue = string | number | boolean;

/** A coerced field's input is `unknown` to zod; on the wire it is a value that prints as text. */
type OnTheWire<T> = unknown extends T ? WireValue : T;

/** The path parameters a caller fills, e.g. `{ id: 7 }`; `{}` for a path without any. */
export type EndpointParams<E extends AnyEndpoint> = E['params'] extends ObjectSchema
  ? {
      [K in keyof z.input<E['params']>]-?: Exclude<
        OnTheWire<z.input<E['params']>[K]>,
        undefined | null | boolean
      >;
    }
  : Record<never, never>;

/** The query a caller sends (`z.input`, coerced fields as wire values); `{}` for none. */
export type EndpointQuery<E extends AnyEndpoint> = E['query'] extends ObjectSchema
  ? { [K in keyof z.input<E['query']>]: OnTheWire<z.input<E['query']>[K]> | null | undefined }
  : Record<never, never>;

/** The body a caller sends: the JSON body's `z.input`, a `FormData` for a multipart form. */
export type EndpointBody<E extends AnyEndpoint> = E['multipart'] extends MultipartFields
  ? FormData
  : E['body'] extends z.ZodType
    ? z.input<E['body']>
    : undefined;

/** The success answer as the caller reads it: the JSON (`z.input`: instants as ISO text) of its 2xx. */
export type EndpointResponse<E extends AnyEndpoint> = z.input<
  E['response'][Extract<keyof E['response'], SuccessStatus>]
>;

/** Calls under /api/public/ carry no token (spec 1 §6 "Public calls send no token"). */
export const isPublicPath = (path: string) => path.startsWith('/api/public/');

/**
 * The endpoint's path with its parameters filled, each encoded as one path segment:
 * `buildPath('/api/customer/receipts/:invoice_number', { invoice_number: 'BOOK-1 2' })` →
 * '/api/customer/receipts/BOOK-1%202'. A parameter missing or empty is refused: the request would
 * reach another route.
 */
export function buildPath(path: string, params: Readonly<Record<string, WireValue | null | undefined>> = {}) {
  return path.replace(PATH_PARAM, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}
