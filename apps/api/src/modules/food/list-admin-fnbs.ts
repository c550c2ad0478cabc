import type { ListAdminFnbsQuerySchema } from '@ruangmain/domain/contracts/admin-food';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fnbCategories, fnbs } from '../../db/schema/food';
import { AppError } from '../../lib/errors';
import { toPaginator } from '../../lib/pagination';
import { apiText } from '../../texts/local-text';
import { orderFor, searchIn } from '../manage/list-collection';

const adminFnbColumns = {
  id: fnbs.id,
  name: fnbs.name,
  description: fnbs.description,
  price: fnbs.price,
  image: fnbs.image,
  is_available: fnbs.is_available,
  fnb_category_id: fnbs.fnb_category_id,
  category: fnbCategories.category,
  sort_order: fnbs.sort_order,
  updated_at: fnbs.updated_at,
};

const selectAdminFnbs = (db: Db, where: SQL | undefined) =>
  db
    .select(adminFnbColumns)
    .from(fnbs)
    .innerJoin(fnbCategories, eq(fnbCategories.id, fnbs.fnb_category_id))
    .where(where);

/**
 * A page of the menu for the back office. `sort=menu` is the customer menu's order: category order,
 * then the order dragged within the category. `search` finds a name or a description.
 */
export async function listAdminFnbs(db: Db, query: z.output<typeof ListAdminFnbsQuerySchema>) {
  const where = and(
    searchIn(query.search, [fnbs.name, fnbs.description]),
    query.fnb_category_id ? eq(fnbs.fnb_category_id, query.fnb_category_id) : undefined,
  );
  const sorts = {
    menu: [fnbCategories.sort_order, fnbCategories.id, fnbs.sort_order],
    name: [fnbs.name],
    price: [fnbs.price],
    category: [fnbCategories.category, fnbs.sort_order],
    updated_at: [fnbs.updated_at],
  };
  const [total] = await db
    .select({ value: count() })
    .from(fnbs)
    .innerJoin(fnbCategories, eq(fnbCategories.id, fnbs.fnb_category_id))
    .where(where);
  const data = await selectAdminFnbs(db, where)
    .orderBy(...orderFor(query.direction, sorts[query.sort], fnbs.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return toPaginator(query.page, query.per_page, total?.value ?? 0, data);
}

/** One menu item with its category's name, or a 404. */
export async function findAdminFnb(db: Db, id: number) {
  const [row] = await selectAdminFnbs(db, eq(fnbs.id, id));
  if (!row) throw new AppError('not_found', apiText('menu.itemNotFound'));
  return row;
}
