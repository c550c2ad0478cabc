// The one fetch wrapper of the web app: `call(endpoint, …)`. Feature `api/` files call it; components
// never call fetch.
// Same origin ('' base path): the API serves this SPA, and Vite proxies /api in development.
import {
  type AnyEndpoint,
  buildPath,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  isPublicPath,
} from '@ruangmain/domain/contracts/endpoint';
import { sessionStore } from '@/lib/auth/session-store';
import { i18n } from '@/lib/i18n';
import { acceptLanguageOf } from '@/lib/language';

/** Per-field validation codes or messages, as the API sends them (`errors: { field: [code] }`). */
export type ApiFieldErrors = Record<string, string[]>;

/** Every failed call rejects with this, parsed from the server's `{ message, errors? }` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never reached the server. */
  readonly status: number;
  readonly errors?: ApiFieldErrors;
  /** The server's own `message`; absent when `message` is a generic text made up here. */
  readonly serverMessage?: string;
  /** The whole answer, for fields beyond `message` and `errors` (a 409's `conflicts`). */
  body?: unknown;

  constructor(status: number, message: string, errors?: ApiFieldErrors, serverMessage?: string) {
    super(message);
    this.status = status;
    if (errors) this.errors = errors;
    if (serverMessage) this.serverMessage = serverMessage;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message of a failed call, else `fallback` (the spec's "server message, or …" rule). */
export const getServerMessage = (error: unknown, fallback: string): string =>
  (isApiError(error) && error.serverMessage) || fallback;

type QueryValue = string | number | boolean | null | undefined;

/** One request as it is sent: the endpoint's method, its filled path, and the call's parts. */
type RequestOptions = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON; a `FormData` (a multipart form) is sent as it is. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue> | undefined;
  headers?: Record<string, string>;
  /** A money action's key (lib/submission-key.ts): a repeat answers the first result (record 0035). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * Send the stored bearer token when there is one. Defaults to true, except for `/api/public/...`
   * calls, which never carry a token (spec 1 §6: "Public calls send no token").
   */
  auth?: boolean;
};

const API_BASE_PATH = '';

function buildUrl(path: string, query?: Record<string, QueryValue>) {
  const url = `${API_BASE_PATH}${path}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/**
 * The address of an endpoint with its path parameters and query filled in, for what reads it without
 * `call`: an EventSource (lib/live-slots.ts).
 */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: E,
  request: { params?: EndpointParams<E>; query?: EndpointQuery<E> },
): string {
  const params = request.params as Record<string, string | number> | undefined;
  return buildUrl(buildPath(endpoint.path, params), request.query as Record<string, QueryValue> | undefined);
}

const isFieldErrors = (value: unknown): value is ApiFieldErrors =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((codes) => Array.isArray(codes) && codes.every((c) => typeof c === 'string'));

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    const serverMessage = typeof message === 'string' && message ? message : undefined;
    const error = new ApiError(
      status,
      serverMessage ?? i18n.t('apiErrors.status', { status }),
      isFieldErrors(errors) ? errors : undefined,
      serverMessage,
    );
    error.body = body;
    return error;
  }
  return new ApiError(status, i18n.t('apiErrors.status', { status }));
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const { method, body, query, signal } = options;
  const sendsToken = options.auth ?? !isPublicPath(path);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The API says its messages (errors, notices) in the screen's language.
    'Accept-Language': acceptLanguageOf(i18n.language),
    ...options.headers,
  };
  const isForm = body instanceof FormData;
  // A form's Content-Type, with its boundary, is the browser's to write.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const token = sendsToken ? sessionStore.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined || isForm ? (body as FormData | undefined) : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // Cancelled by React Query or the caller: not an API failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, i18n.t('apiErrors.network'));
  }

  const data = await readBody(response);
  // The token this call carried is no longer accepted (expired, revoked, account blocked): sign out.
  // A newer session (logged in again meanwhile) is left alone.
  if (response.status === 401 && token && token === sessionStore.getSnapshot().token) sessionStore.clear();
  if (!response.ok) throw toApiError(response.status, data);
  return data;
}

// ── One typed call per endpoint ──────────────────────────────────────────────────────────────────

/** What every call may add: cancelling, the token's use, extra headers (logout names its own token). */
type CallOptions = Pick<RequestOptions, 'signal' | 'auth' | 'headers'>;

/** Each part is asked for when the endpoint declares it, required when it has required fields. */
type PathPart<E extends AnyEndpoint> = [keyof EndpointParams<E>] extends [never]
  ? { params?: undefined }
  : { params: EndpointParams<E> };
type QueryPart<E extends AnyEndpoint> = [keyof EndpointQuery<E>] extends [never]
  ? { query?: undefined }
  : Record<never, never> extends EndpointQuery<E>
    ? { query?: EndpointQuery<E> }
    : { query: EndpointQuery<E> };
type BodyPart<E extends AnyEndpoint> = [EndpointBody<E>] extends [undefined]
  ? { body?: undefined }
  : undefined extends EndpointBody<E>
    ? { body?: EndpointBody<E> }
    : { body: EndpointBody<E> };
/** A money action's key (lib/submission-key.ts): a repeat answers the first result (record 0035). */
type KeyPart<E extends AnyEndpoint> = E['idempotent'] extends true
  ? { idempotencyKey?: string }
  : { idempotencyKey?: undefined };

/** The request of one call: its path parameters, query, body and options, typed by the endpoint. */
export type CallRequest<E extends AnyEndpoint> = PathPart<E> &
  QueryPart<E> &
  BodyPart<E> &
  KeyPart<E> &
  CallOptions;

type CallArgs<E extends AnyEndpoint> =
  Record<never, never> extends CallRequest<E> ? [request?: CallRequest<E>] : [request: CallRequest<E>];

/**
 * Calls an endpoint declared in packages/domain/src/contracts: its method, its path with `params`
 * filled in, `query`, the JSON `body` (or a `FormData` for a multipart form) and the options, all
 * typed by the declaration, answering its success response as JSON (`z.input`). One named request
 * object rather than positions, so a call reads without the declaration at hand and leaves out what
 * the endpoint does not take: `call(redeemRewardEndpoint, { params: { id } })`. A failure rejects
 * with an ApiError (a path parameter left empty, with an Error, before anything is sent); a token the
 * server no longer accepts signs the session out.
 */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[request]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, ...parts } = (request ?? {}) as { params?: Record<string, string | number> } & Omit<
    RequestOptions,
    'method'
  >;
  // The answer is the declaration's success response: the server serialised it with that schema.
  const answer = await send(buildPath(endpoint.path, params), { ...parts, method: endpoint.method });
  return answer as EndpointResponse<E>;
}
