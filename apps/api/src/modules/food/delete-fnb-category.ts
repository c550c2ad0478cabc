import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fnbs } from '../../db/schema/food';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { removeRow } from '../manage/write-collection';
import { fnbCategoryCollection } from './menu-collections';

/**
 * Deletes an empty menu category. A category has no off switch (the customer menu groups items by
 * it), so one still holding items is refused (409) until they move; the row is locked first.
 */
export function deleteFnbCategory(db: Db, input: { actor: AuditActor; id: number }) {
  return removeRow(db, fnbCategoryCollection, {
    ...input,
    deactivate: {},
    findReference: async (tx, row) => {
      const [held] = await tx.select({ value: count() }).from(fnbs).where(eq(fnbs.fnb_category_id, row.id));
      const items = held?.value ?? 0;
      if (items === 0) return null;
      throw new AppError(
        'conflict',
        apiText(items === 1 ? 'menu.categoryNotEmptyOne' : 'menu.categoryNotEmpty', {
          category: row.category,
          count: items,
        }),
      );
    },
  });
}
