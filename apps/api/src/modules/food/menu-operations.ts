import type {
  FnbBodySchema,
  FnbCategoryBodySchema,
  UpdateFnbBodySchema,
} from '@ruangmain/domain/contracts/admin-food';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fnbCategories, fnbs } from '../../db/schema/food';
import { AppError } from '../../lib/errors';
import { apiText, nounText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { nextSortOrder, reorderRows } from '../manage/ordered-collection';
import { createRow, removeRow, updateRow } from '../manage/write-collection';
import { deleteFnbCategory } from './delete-fnb-category';
import { findFnbReference } from './find-fnb-reference';
import { findAdminFnbCategory, listAdminFnbCategories } from './list-admin-fnb-categories';
import { findAdminFnb, listAdminFnbs } from './list-admin-fnbs';
import { fnbCategoryCollection, fnbCollection } from './menu-collections';
import { createFnb, updateFnb } from './save-fnb';

/**
 * The menu's two collections in the back office (spec 2 §3 "Food item", "Categories"), as
 * `registerCollection` calls them: every answer shows the item or category as its list does, read
 * after the change.
 */

/** The menu's items: ordered by drag within their category. */
export const fnbOperations = {
  list: listAdminFnbs,
  get: async (db: Db, id: number) => ({ data: await findAdminFnb(db, id) }),
  create: async (db: Db, actor: AuditActor, body: z.output<typeof FnbBodySchema>) => {
    const row = await createFnb(db, { actor, body });
    return { message: apiText('manage.menuItemAdded'), data: await findAdminFnb(db, row.id) };
  },
  update: async (db: Db, actor: AuditActor, id: number, body: z.output<typeof UpdateFnbBodySchema>) => {
    const row = await updateFnb(db, { actor, id, body });
    return {
      message: apiText('manage.saved', { noun: nounText('item') }),
      data: await findAdminFnb(db, row.id),
    };
  },
  // An item that orders or rewards name is made unavailable (sold out for good) instead: receipts and
  // vouchers keep what they point at (../shared/DESIGN.md "Staff side").
  remove: (db: Db, actor: AuditActor, id: number) =>
    removeRow(db, fnbCollection, {
      actor,
      id,
      findReference: (tx, row) => findFnbReference(tx, row.id),
      deactivate: { is_available: false },
    }),
  /** A dragged order of one category's items: the category of the first id. */
  reorder: async (db: Db, actor: AuditActor, ids: number[]) => {
    const [first] = await db
      .select({ id: fnbCategories.id, category: fnbCategories.category })
      .from(fnbs)
      .innerJoin(fnbCategories, eq(fnbCategories.id, fnbs.fnb_category_id))
      .where(eq(fnbs.id, ids[0] ?? 0));
    if (!first) {
      throw new AppError('validation', apiText('menu.idsNotItems'), {
        errors: { ids: ['validation.exists'] },
      });
    }
    await reorderRows(db, fnbCollection, {
      actor,
      ids,
      scope: eq(fnbs.fnb_category_id, first.id),
      subject: { type: 'fnb_category', id: first.id, label: `Menu: ${first.category}` },
    });
    return { message: apiText('manage.categoryOrderSaved', { category: first.category }) };
  },
};

/** Sold out, or available again: the one change the kitchen's staff may make too. */
export async function setFnbAvailability(
  db: Db,
  input: { actor: AuditActor; id: number; isAvailable: boolean },
) {
  const row = await updateRow(db, fnbCollection, {
    actor: input.actor,
    id: input.id,
    changes: { is_available: input.isAvailable },
  });
  return {
    message: input.isAvailable ? `${row.name} is available again.` : `${row.name} is marked sold out.`,
    data: await findAdminFnb(db, row.id),
  };
}

/** The menu's categories: ordered by drag; one still holding items is not deleted. */
export const fnbCategoryOperations = {
  list: listAdminFnbCategories,
  get: async (db: Db, id: number) => ({ data: await findAdminFnbCategory(db, id) }),
  create: async (db: Db, actor: AuditActor, body: z.output<typeof FnbCategoryBodySchema>) => {
    const row = await createRow(db, fnbCategoryCollection, {
      actor,
      values: { ...body, sort_order: nextSortOrder(fnbCategories) },
    });
    return {
      message: apiText('manage.added', { noun: nounText('category') }),
      data: await findAdminFnbCategory(db, row.id),
    };
  },
  update: async (db: Db, actor: AuditActor, id: number, changes: z.output<typeof FnbCategoryBodySchema>) => {
    const row = await updateRow(db, fnbCategoryCollection, { actor, id, changes });
    return {
      message: apiText('manage.saved', { noun: nounText('category') }),
      data: await findAdminFnbCategory(db, row.id),
    };
  },
  remove: (db: Db, actor: AuditActor, id: number) => deleteFnbCategory(db, { actor, id }),
  reorder: async (db: Db, actor: AuditActor, ids: number[]) => {
    await reorderRows(db, fnbCategoryCollection, {
      actor,
      ids,
      subject: { id: 0, label: 'Menu categories' },
    });
    return { message: apiText('manage.orderSaved', { plural: nounText('menu categories') }) };
  },
};
