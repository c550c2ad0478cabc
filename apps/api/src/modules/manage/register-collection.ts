import type { Collection } from '@ruangmain/domain/contracts/collection';
import type { AnyEndpoint, SuccessStatus } from '@ruangmain/domain/contracts/endpoint';
import type { StaffRole } from '@ruangmain/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type EndpointHandler, route, type ZodApp } from '../../lib/endpoint-route';
import { type Said, sayAnswer } from '../../texts/request-language';
import type { AuditActor } from '../audit/record-audit';
import { requestActor } from './request-actor';

/** A request part as the route's schema hands it over (`z.output`: defaults applied, text coerced). */
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

/** An endpoint's success answer as the server builds it (`z.output`: instants as Dates). */
export type Answer<E extends AnyEndpoint> = z.output<
  E['response'][Extract<keyof E['response'], SuccessStatus>]
>;

/** An operation's answer: its endpoint's, with a `message` the registration says in the reader's language. */
type Answers<E extends AnyEndpoint> = Promise<Said<Answer<E>>>;

/**
 * What a collection does for each of its calls: its module's operations, each taking the database
 * first (and the acting staff member for a write), each answering its endpoint's success answer.
 */
export type CollectionOperations<C extends Collection> = {
  list: (db: Db, query: Parsed<C['list']['query']>) => Answers<C['list']>;
  get: (db: Db, id: number) => Answers<C['get']>;
  update: (
    db: Db,
    actor: AuditActor,
    id: number,
    changes: Parsed<C['update']['body']>,
  ) => Answers<C['update']>;
  remove: (db: Db, actor: AuditActor, id: number) => Answers<C['delete']>;
} & (C['create'] extends AnyEndpoint
  ? { create: (db: Db, actor: AuditActor, body: Parsed<C['create']['body']>) => Answers<C['create']> }
  : unknown) &
  (C['reorder'] extends AnyEndpoint
    ? { reorder: (db: Db, actor: AuditActor, ids: number[]) => Answers<C['reorder']> }
    : unknown);

const ADMINS: readonly StaffRole[] = ['admin'];

/** Any collection's operations, as the registration below calls them. */
type LooseOperations = {
  list: (db: Db, query: unknown) => Promise<unknown>;
  get: (db: Db, id: number) => Promise<unknown>;
  create?: (db: Db, actor: AuditActor, body: unknown) => Promise<unknown>;
  update: (db: Db, actor: AuditActor, id: number, changes: unknown) => Promise<unknown>;
  remove: (db: Db, actor: AuditActor, id: number) => Promise<unknown>;
  reorder?: (db: Db, actor: AuditActor, ids: number[]) => Promise<unknown>;
};

/**
 * The one way a back-office collection is registered (issue 17 "Manage the venue"): each endpoint
 * its contract declares (`defineCollection`, contracts/collection.ts) answered by its operation,
 * admins only unless `roles` says otherwise. GET list, GET one, POST (201), PATCH, DELETE and, for an
 * ordered collection, POST …/reorder; each validated and answered by its declaration, the actor taken
 * from the session. Registered inside the staff scope, so the paths are relative to /api/admin.
 */
export function registerCollection<C extends Collection>(
  app: ZodApp,
  collection: C,
  operations: CollectionOperations<C>,
  options: { roles?: readonly StaffRole[] } = {},
): void {
  const ops = operations as unknown as LooseOperations;
  const config = { roles: options.roles ?? ADMINS };
  // Each route's schema has checked the query, the id and the body against the collection's own
  // declaration before its handler runs; the casts only join every collection's types in one helper.
  const register = (
    endpoint: AnyEndpoint,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) =>
    route(app, endpoint, { config }, (async (request: FastifyRequest, reply: FastifyReply) =>
      sayAnswer(request, await handler(request, reply))) as EndpointHandler<AnyEndpoint>);
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

  register(collection.list, (request) => ops.list(app.db, request.query));
  register(collection.get, (request) => ops.get(app.db, idOf(request)));
  const { create, reorder } = ops;
  if (collection.create && create)
    register(collection.create, async (request, reply) => {
      reply.code(201);
      return create(app.db, requestActor(request), request.body);
    });
  register(collection.update, (request) =>
    ops.update(app.db, requestActor(request), idOf(request), request.body),
  );
  register(collection.delete, (request) => ops.remove(app.db, requestActor(request), idOf(request)));
  if (collection.reorder && reorder)
    register(collection.reorder, (request) =>
      reorder(app.db, requestActor(request), (request.body as { ids: number[] }).ids),
    );
}
