import type { orderedCollectionRoutes } from '@ruangmain/domain/contracts/admin-collection-parts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Paginator } from '../../lib/pagination';
import { currentAuth } from '../../plugins/authenticate';
import { toAuditActor } from '../audit/record-audit';
import type { ManagedTable, RowOf } from '../manage/managed-table';
import { findRow } from '../manage/managed-table';
import { nextSortOrder, type OrderedTable, reorderRows } from '../manage/ordered-collection';
import { createRow, removeRow, updateRow } from '../manage/write-collection';

type Routes = ReturnType<typeof orderedCollectionRoutes<z.ZodType, z.ZodType, z.ZodType, z.ZodType>>;
const ADMINS = { roles: ['admin'] } as const;

/**
 * The six routes of a collection that nothing else refers to and that the site shows in a dragged
 * order (banners, FAQs): list, get, create (shown last), update, delete, reorder; admins only, each
 * write audited in its transaction.
 */
export function orderedCollectionPlugin<Table extends OrderedTable>(options: {
  path: string;
  routes: Routes;
  managed: ManagedTable<Table>;
  /** The whole collection, as the trail names it when reordered ("FAQs"). */
  plural: string;
  list: (db: Db, query: never) => Promise<Paginator<RowOf<Table>>>;
}): FastifyPluginAsyncZod {
  const { path, routes, managed } = options;
  return async (app) => {
    const actor = (request: Parameters<typeof currentAuth>[0]) => toAuditActor(currentAuth(request).user);

    app.get(path, { schema: routes.list, config: ADMINS }, (request) =>
      options.list(app.db, request.query as never),
    );
    app.get(`${path}/:id`, { schema: routes.get, config: ADMINS }, async (request) => ({
      data: await findRow(app.db, managed, (request.params as { id: number }).id),
    }));
    app.post(path, { schema: routes.create, config: ADMINS }, async (request, reply) => {
      const values = { ...(request.body as object), sort_order: nextSortOrder(managed.table) };
      const data = await createRow(app.db, managed, { actor: actor(request), values: values as never });
      return reply.status(201).send({ message: `The ${managed.noun} was added.`, data });
    });
    app.patch(`${path}/:id`, { schema: routes.update, config: ADMINS }, async (request) => ({
      message: `The ${managed.noun} was saved.`,
      data: await updateRow(app.db, managed, {
        actor: actor(request),
        id: (request.params as { id: number }).id,
        changes: request.body as never,
      }),
    }));
    app.delete(`${path}/:id`, { schema: routes.delete, config: ADMINS }, (request) =>
      removeRow(app.db, managed, {
        actor: actor(request),
        id: (request.params as { id: number }).id,
        findReference: async () => null,
        deactivate: {},
      }),
    );
    app.post(`${path}/reorder`, { schema: routes.reorder, config: ADMINS }, async (request) => {
      await reorderRows(app.db, managed, {
        actor: actor(request),
        ids: (request.body as { ids: number[] }).ids,
        subject: { id: 0, label: options.plural },
      });
      return { message: `The order of the ${options.plural} was saved.` };
    });
  };
}
