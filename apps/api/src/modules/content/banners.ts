import type { ListAdminBannersQuerySchema } from '@ruangmain/domain/contracts/admin-content';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema/content';
import { listCollection, searchIn } from '../manage/list-collection';
import type { ManagedTable } from '../manage/managed-table';

/** The home page's banners (spec 1 §3 "Banner"): nothing refers to one, so DELETE deletes it. */
export const bannerCollection: ManagedTable<typeof banners> = {
  table: banners,
  subject: 'banner',
  noun: 'banner',
  label: (row) => row.title,
};

/** A page of banners, in the home page's order unless sorted otherwise; `search` finds a title. */
export function listAdminBanners(db: Db, query: z.output<typeof ListAdminBannersQuerySchema>) {
  return listCollection(db, {
    table: banners,
    query,
    sortColumns: { order: banners.sort_order, title: banners.title, updated_at: banners.updated_at },
    where: searchIn(query.search, [banners.title, banners.description]),
    present: async (rows) => rows,
  });
}
