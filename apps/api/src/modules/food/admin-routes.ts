import {
  adminFnbCategoryRoutes as categoryRoutes,
  adminFnbRoutes as fnbRoutes,
  setFnbAvailabilityRoute,
} from '@ruangmain/domain/contracts/admin-menu';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fnbCategories, fnbs } from '../../db/schema/food';
import { AppError } from '../../lib/errors';
import { currentAuth } from '../../plugins/authenticate';
import { toAuditActor } from '../audit/record-audit';
import { nextSortOrder, reorderRows } from '../manage/ordered-collection';
import { createRow, removeRow, updateRow } from '../manage/write-collection';
import { deleteFnbCategory } from './delete-fnb-category';
import { findFnbReference } from './find-fnb-reference';
import { findAdminFnbCategory, listAdminFnbCategories } from './list-admin-fnb-categories';
import { findAdminFnb, listAdminFnbs } from './list-admin-fnbs';
import { fnbCategoryCollection, fnbCollection } from './menu-collections';
import { createFnb, updateFnb } from './save-fnb';

const ADMINS = { roles: ['admin'] } as const;
const actorOf = (request: FastifyRequest) => toAuditActor(currentAuth(request).user);

/**
 * The menu in the back office, inside the staff scope (paths relative to /api/admin): items and
 * categories for admins; the sold-out toggle for the kitchen's staff too (spec 2 §2 SOLD OUT).
 */
export const foodAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // ── Items ──
  app.get('/fnbs', { schema: fnbRoutes.list, config: ADMINS }, (request) => listAdminFnbs(db, request.query));
  app.get('/fnbs/:id', { schema: fnbRoutes.get, config: ADMINS }, async (request) => ({
    data: await findAdminFnb(db, request.params.id),
  }));
  app.post('/fnbs', { schema: fnbRoutes.create, config: ADMINS }, async (request, reply) => {
    const row = await createFnb(db, { actor: actorOf(request), body: request.body });
    return reply
      .status(201)
      .send({ message: 'The item was added to the menu.', data: await findAdminFnb(db, row.id) });
  });
  app.patch('/fnbs/:id', { schema: fnbRoutes.update, config: ADMINS }, async (request) => {
    const row = await updateFnb(db, { actor: actorOf(request), id: request.params.id, body: request.body });
    return { message: 'The item was saved.', data: await findAdminFnb(db, row.id) };
  });
  // An item that orders or rewards name is made unavailable (sold out for good) instead: receipts and
  // vouchers keep what they point at (../shared/DESIGN.md "Staff side").
  app.delete('/fnbs/:id', { schema: fnbRoutes.delete, config: ADMINS }, (request) =>
    removeRow(db, fnbCollection, {
      actor: actorOf(request),
      id: request.params.id,
      findReference: (tx, row) => findFnbReference(tx, row.id),
      deactivate: { is_available: false },
    }),
  );
  app.post('/fnbs/reorder', { schema: fnbRoutes.reorder, config: ADMINS }, async (request) => {
    const { ids } = request.body;
    const [first] = await db
      .select({ id: fnbCategories.id, category: fnbCategories.category })
      .from(fnbs)
      .innerJoin(fnbCategories, eq(fnbCategories.id, fnbs.fnb_category_id))
      .where(eq(fnbs.id, ids[0] ?? 0));
    if (!first) {
      throw new AppError('validation', 'The ids must be ids of menu items.', {
        errors: { ids: ['validation.exists'] },
      });
    }
    await reorderRows(db, fnbCollection, {
      actor: actorOf(request),
      ids,
      scope: eq(fnbs.fnb_category_id, first.id),
      subject: { type: 'fnb_category', id: first.id, label: `Menu: ${first.category}` },
    });
    return { message: `The order of ${first.category} was saved.` };
  });
  // Staff may use this one: the kitchen marks an item sold out when it runs out (no ADMINS config).
  app.post('/fnbs/:id/availability', { schema: setFnbAvailabilityRoute }, async (request) => {
    const { is_available } = request.body;
    const row = await updateRow(db, fnbCollection, {
      actor: actorOf(request),
      id: request.params.id,
      changes: { is_available },
    });
    return {
      message: is_available ? `${row.name} is available again.` : `${row.name} is marked sold out.`,
      data: await findAdminFnb(db, row.id),
    };
  });

  // ── Categories ──
  app.get('/fnb-categories', { schema: categoryRoutes.list, config: ADMINS }, (request) =>
    listAdminFnbCategories(db, request.query),
  );
  app.get('/fnb-categories/:id', { schema: categoryRoutes.get, config: ADMINS }, async (request) => ({
    data: await findAdminFnbCategory(db, request.params.id),
  }));
  app.post('/fnb-categories', { schema: categoryRoutes.create, config: ADMINS }, async (request, reply) => {
    const row = await createRow(db, fnbCategoryCollection, {
      actor: actorOf(request),
      values: { ...request.body, sort_order: nextSortOrder(fnbCategories) },
    });
    return reply
      .status(201)
      .send({ message: 'The category was added.', data: await findAdminFnbCategory(db, row.id) });
  });
  app.patch('/fnb-categories/:id', { schema: categoryRoutes.update, config: ADMINS }, async (request) => {
    const row = await updateRow(db, fnbCategoryCollection, {
      actor: actorOf(request),
      id: request.params.id,
      changes: request.body,
    });
    return { message: 'The category was saved.', data: await findAdminFnbCategory(db, row.id) };
  });
  app.delete('/fnb-categories/:id', { schema: categoryRoutes.delete, config: ADMINS }, (request) =>
    deleteFnbCategory(db, { actor: actorOf(request), id: request.params.id }),
  );
  app.post('/fnb-categories/reorder', { schema: categoryRoutes.reorder, config: ADMINS }, async (request) => {
    await reorderRows(db, fnbCategoryCollection, {
      actor: actorOf(request),
      ids: request.body.ids,
      subject: { id: 0, label: 'Menu categories' },
    });
    return { message: 'The order of the menu categories was saved.' };
  });
};
