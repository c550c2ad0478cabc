import type { ListAdminFnbCategoriesQuerySchema } from '@ruangmain/domain/contracts/admin-food';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fnbCategories } from '../../db/schema/food';
import { AppError } from '../../lib/errors';
import { toPaginator } from '../../lib/pagination';
import { apiText } from '../../texts/local-text';
import { orderFor, searchIn } from '../manage/list-collection';

// Table names spelled out: drizzle leaves columns unqualified in a one-table select, and a bare
// "id" inside the subquery would read the item's own id.
const itemCount = sql<number>`(select count(*) from fnbs where fnbs.fnb_category_id = fnb_categories.id)::int`;

const selectCategories = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: fnbCategories.id,
      category: fnbCategories.category,
      sort_order: fnbCategories.sort_order,
      item_count: itemCount,
    })
    .from(fnbCategories)
    .where(where);

/** A page of the menu's categories with how many items each holds, in menu order unless sorted. */
export async function listAdminFnbCategories(
  db: Db,
  query: z.output<typeof ListAdminFnbCategoriesQuerySchema>,
) {
  const where = searchIn(query.search, [fnbCategories.category]);
  const sorts = {
    menu: [fnbCategories.sort_order],
    category: [fnbCategories.category],
    item_count: [itemCount],
  };
  const [total] = await db.select({ value: count() }).from(fnbCategories).where(where);
  const data = await selectCategories(db, where)
    .orderBy(...orderFor(query.direction, sorts[query.sort], fnbCategories.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return toPaginator(query.page, query.per_page, total?.value ?? 0, data);
}

/** One category with its item count, or a 404. */
export async function findAdminFnbCategory(db: Db, id: number) {
  const [row] = await selectCategories(db, eq(fnbCategories.id, id));
  if (!row) throw new AppError('not_found', apiText('menu.categoryNotFound'));
  return row;
}
