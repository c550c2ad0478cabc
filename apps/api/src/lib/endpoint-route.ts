import { type AnyEndpoint, checkEndpoint } from '@ruangmain/domain/contracts/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app or an encapsulated scope of it, with the zod type provider (a `FastifyPluginAsyncZod`'s). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A route's own options beside its endpoint: hooks (`preHandler: requireUser`) and config (`roles`).
 * Whether it is a money action that takes an Idempotency-Key is the endpoint's to say.
 */
export type EndpointRouteOptions<E extends AnyEndpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    E['schema'],
    ZodTypeProvider
  >,
  'schema' | 'config'
> & { config?: Omit<FastifyContextConfig, 'idempotent'> };

/** The handler, its request and reply typed from the endpoint's schemas by the zod type provider. */
export type EndpointHandler<E extends AnyEndpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  E['schema'],
  ZodTypeProvider
>;

/**
 * Registers the route of an endpoint declaration (packages/domain/src/contracts/endpoint.ts): its
 * method, its path, its schema as is, and `config.idempotent` for a money action. Inside a scope
 * registered with a prefix (the staff scope under /api/admin) the path is registered relative to
 * `app.prefix`. Refused at start: a declaration whose path lies outside the scope, or one the types
 * would refuse (`checkEndpoint`: params other than the path's, a GET with a body).
 */
export function route<E extends AnyEndpoint>(app: ZodApp, endpoint: E, handler: EndpointHandler<E>): void;
export function route<E extends AnyEndpoint>(
  app: ZodApp,
  endpoint: E,
  options: EndpointRouteOptions<E>,
  handler: EndpointHandler<E>,
): void;
export function route<E extends AnyEndpoint>(
  app: ZodApp,
  endpoint: E,
  ...rest: [EndpointHandler<E>] | [EndpointRouteOptions<E>, EndpointHandler<E>]
): void {
  checkEndpoint(endpoint);
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const config = endpoint.idempotent ? { ...options.config, idempotent: true } : options.config;
  app.route({
    ...options,
    method: endpoint.method,
    url: pathInScope(app.prefix, endpoint),
    schema: endpoint.schema,
    ...(config ? { config } : {}),
    handler,
  });
}

/** The endpoint's path relative to the scope's prefix ('' at the root). */
export function pathInScope(prefix: string, endpoint: Pick<AnyEndpoint, 'method' | 'path'>): string {
  const { path } = endpoint;
  const isInside = path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === '/');
  if (!isInside)
    throw new Error(`${endpoint.method} ${path} lies outside the scope it is registered in (${prefix}/…)`);
  return path.slice(prefix.length);
}
