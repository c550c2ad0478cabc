import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const fnbCategories = pgTable(
  'fnb_categories',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('fnb_categories_category_key').on(t.category)],
);

export const fnbs = pgTable(
  'fnbs',
  {
    id: serial('id').primaryKey(),
    fnb_category_id: integer('fnb_category_id')
      .notNull()
      .references(() => fnbCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    image: text('image'),
    is_available: boolean('is_available').notNull().default(true),
    /** The menu's order within a category (lowest first). */
    sort_order: integer('sort_order').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('fnbs_name_key').on(t.name),
    index('fnbs_category_idx').on(t.fnb_category_id),
    check('fnbs_price_non_negative', sql`${t.price} >= 0`),
  ],
);
