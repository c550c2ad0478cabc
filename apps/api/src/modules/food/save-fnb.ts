import type { FnbBodySchema, UpdateFnbBodySchema } from '@ruangmain/domain/contracts/admin-food';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fnbCategories, fnbs } from '../../db/schema/food';
import { AppError, findSqlState, SQLSTATE } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { nextSortOrder } from '../manage/ordered-collection';
import { createRow, updateRow } from '../manage/write-collection';
import { fnbCollection } from './menu-collections';

const noSuchCategory = () =>
  new AppError('validation', apiText('menu.noSuchCategory'), {
    errors: { fnb_category_id: ['validation.exists'] },
  });

/** Answers a category deleted meanwhile (the foreign key) as the form's 422, not a 500. */
async function withCategory<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (findSqlState(error) === SQLSTATE.foreignKeyViolation) throw noSuchCategory();
    throw error;
  }
}

async function assertCategory(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: fnbCategories.id }).from(fnbCategories).where(eq(fnbCategories.id, id));
  if (!row) throw noSuchCategory();
}

/** Adds an item at the end of its category, audited. */
export async function createFnb(db: Db, input: { actor: AuditActor; body: z.output<typeof FnbBodySchema> }) {
  await assertCategory(db, input.body.fnb_category_id);
  const scope = eq(fnbs.fnb_category_id, input.body.fnb_category_id);
  return withCategory(() =>
    createRow(db, fnbCollection, {
      actor: input.actor,
      values: { ...input.body, sort_order: nextSortOrder(fnbs, scope) },
    }),
  );
}

/** Changes an item, audited; one moved to another category goes to that category's end. */
export async function updateFnb(
  db: Db,
  input: { actor: AuditActor; id: number; body: z.output<typeof UpdateFnbBodySchema> },
) {
  const categoryId = input.body.fnb_category_id;
  if (categoryId !== undefined) await assertCategory(db, categoryId);
  const [current] = await db
    .select({ category: fnbs.fnb_category_id })
    .from(fnbs)
    .where(eq(fnbs.id, input.id));
  const isMoved = categoryId !== undefined && current !== undefined && current.category !== categoryId;
  const changes = isMoved
    ? { ...input.body, sort_order: nextSortOrder(fnbs, eq(fnbs.fnb_category_id, categoryId)) }
    : input.body;
  return withCategory(() => updateRow(db, fnbCollection, { actor: input.actor, id: input.id, changes }));
}
