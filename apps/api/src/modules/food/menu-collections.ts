import { fnbCategories, fnbs } from '../../db/schema/food';
import type { ManagedTable } from '../manage/managed-table';

/** The menu's items (spec 2 §3 "Food item"), ordered by drag within their category. */
export const fnbCollection: ManagedTable<typeof fnbs> = {
  table: fnbs,
  subject: 'fnb',
  noun: 'food or drink item',
  label: (row) => row.name,
  uniqueField: 'name',
};

/** The menu's categories (spec 2 §3 "Categories"), ordered by drag. */
export const fnbCategoryCollection: ManagedTable<typeof fnbCategories> = {
  table: fnbCategories,
  subject: 'fnb_category',
  noun: 'menu category',
  label: (row) => row.category,
  uniqueField: 'category',
};
