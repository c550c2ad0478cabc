import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fnbCategories, fnbs } from '../../db/schema/food';

/** The food and drinks categories in menu order (spec 2 §3 "Categories have id and category"). */
export function listFnbCategories(db: Db) {
  return db
    .select({ id: fnbCategories.id, category: fnbCategories.category })
    .from(fnbCategories)
    .orderBy(asc(fnbCategories.sort_order), asc(fnbCategories.id));
}

/**
 * The whole menu, sold-out items included (they show SOLD OUT, spec 2 §2), in category order, then
 * the order the admin dragged within the category (name breaks ties), each with its category
 * (spec 2 §3 "Food item").
 */
export async function listFnbs(db: Db) {
  const rows = await db
    .select({
      id: fnbs.id,
      name: fnbs.name,
      description: fnbs.description,
      price: fnbs.price,
      image: fnbs.image,
      is_available: fnbs.is_available,
      fnb_category_id: fnbs.fnb_category_id,
      category: fnbCategories.category,
    })
    .from(fnbs)
    .innerJoin(fnbCategories, eq(fnbCategories.id, fnbs.fnb_category_id))
    .orderBy(asc(fnbCategories.sort_order), asc(fnbCategories.id), asc(fnbs.sort_order), asc(fnbs.name));
  return rows.map(({ category, ...item }) => ({
    ...item,
    category,
    fnb_category: { id: item.fnb_category_id, category },
  }));
}
