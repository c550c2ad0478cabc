import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import type { IdTable, Tx } from './managed-table';

/**
 * Refuses ids that name no row of `table` with a 422 under `field` (`genre_ids`: validation.exists),
 * before a link row's foreign key would fail as a 500.
 */
export async function assertIdsExist(
  tx: Pick<Tx, 'select'>,
  input: { table: IdTable; ids: readonly number[]; field: string; noun: string },
): Promise<void> {
  if (input.ids.length === 0) return;
  const found = await tx
    .select({ id: input.table.id })
    .from(input.table as PgTable)
    .where(inArray(input.table.id, [...input.ids]));
  if (found.length !== new Set(input.ids).size) {
    throw new AppError('validation', apiText('manage.invalidLink', { noun: input.noun }), {
      errors: { [input.field]: ['validation.exists'] },
    });
  }
}

/**
 * Makes an owner's link rows (a game's genres, a unit's games) exactly `ids`, in one transaction:
 * the old links go, the new ones are written in the given order (`position` is each id's index, for
 * tables that keep an order).
 */
export async function replaceLinks(
  tx: Tx,
  input: {
    table: PgTable;
    ownerColumn: PgColumn;
    ownerId: number;
    row: (id: number, position: number) => Record<string, unknown>;
    ids: readonly number[];
  },
): Promise<void> {
  await tx.delete(input.table).where(eq(input.ownerColumn, input.ownerId));
  if (input.ids.length === 0) return;
  await tx.insert(input.table).values(input.ids.map((id, position) => input.row(id, position)) as never);
}

/**
 * Sets an owner's links to `ids` when a body names them (undefined leaves them as they are): the ids
 * must name rows of `target` (else 422 under `field`), then the link rows are replaced in order.
 */
export async function setLinksIfGiven(
  tx: Tx,
  ids: readonly number[] | undefined,
  input: {
    target: IdTable;
    field: string;
    noun: string;
    link: Omit<Parameters<typeof replaceLinks>[1], 'ids'>;
  },
): Promise<void> {
  if (!ids) return;
  await assertIdsExist(tx, { table: input.target, ids, field: input.field, noun: input.noun });
  await replaceLinks(tx, { ...input.link, ids });
}
