import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/record-audit';
import { requestActor } from './request-actor';

type App = Parameters<FastifyPluginAsyncZod>[0];
// biome-ignore lint/suspicious/noExplicitAny: each collection's contract types its own query, params and bodies
type AnyRoute = any;

/** The route contracts of one collection (contracts' `orderedCollectionRoutes`). */
type CollectionRoutes = {
  list: AnyRoute;
  get: AnyRoute;
  create: AnyRoute;
  update: AnyRoute;
  delete: AnyRoute;
};

/** What a collection does for each call: its module's operations, each taking the database first. */
export type CollectionOperations<Query, Body, Changes> = {
  list: (db: Db, query: Query) => Promise<unknown>;
  get: (db: Db, id: number) => Promise<unknown>;
  create: (db: Db, actor: AuditActor, body: Body) => Promise<unknown>;
  update: (db: Db, actor: AuditActor, id: number, changes: Changes) => Promise<unknown>;
  remove: (db: Db, actor: AuditActor, id: number) => Promise<unknown>;
};

const ADMINS = { roles: ['admin'] } as const;

/**
 * Registers a collection's five admin-only calls under `/{path}` (inside the staff scope): GET list,
 * GET one, POST (201), PATCH, DELETE, each validated and answered by its contract.
 */
export function registerAdminCollection<Query, Body, Changes>(
  app: App,
  path: string,
  routes: CollectionRoutes,
  operations: CollectionOperations<Query, Body, Changes>,
): void {
  app.get(`/${path}`, { schema: routes.list, config: ADMINS }, (request) =>
    operations.list(app.db, request.query as Query),
  );
  app.get(`/${path}/:id`, { schema: routes.get, config: ADMINS }, (request) =>
    operations.get(app.db, (request.params as { id: number }).id),
  );
  app.post(`/${path}`, { schema: routes.create, config: ADMINS }, async (request, reply) => {
    reply.code(201);
    return operations.create(app.db, requestActor(request), request.body as Body);
  });
  app.patch(`/${path}/:id`, { schema: routes.update, config: ADMINS }, (request) =>
    operations.update(
      app.db,
      requestActor(request),
      (request.params as { id: number }).id,
      request.body as Changes,
    ),
  );
  app.delete(`/${path}/:id`, { schema: routes.delete, config: ADMINS }, (request) =>
    operations.remove(app.db, requestActor(request), (request.params as { id: number }).id),
  );
}
