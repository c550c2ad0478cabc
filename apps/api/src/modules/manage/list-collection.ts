import { asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type Paginator, toPaginator } from '../../lib/pagination';
import { containsPattern } from '../../lib/search';
import type { IdTable, RowOf } from './managed-table';

/** A back-office list's query after its contract (contracts/collection.ts `adminListQuery`). */
export type CollectionQuery<Sort extends string> = {
  search?: string | undefined;
  sort: Sort;
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
};

/** `search` found in any of the columns (any case, wildcards literal), or no condition. */
export const searchIn = (search: string | undefined, columns: readonly PgColumn[]): SQL | undefined =>
  search ? or(...columns.map((column) => ilike(column, containsPattern(search)))) : undefined;

type SortBy = PgColumn | SQL | readonly (PgColumn | SQL)[];

/** ORDER BY a sort's column (or columns) in the query's direction, then the id, so pages never overlap. */
export function orderFor(direction: 'asc' | 'desc', columns: SortBy, id: PgColumn) {
  const by = direction === 'asc' ? asc : desc;
  return [...[columns].flat().map((column) => by(column)), by(id)];
}

/**
 * One page of a back-office table: rows matching `where` (the search, built by the caller from the
 * columns it searches, e.g. with `searchIn`), ordered by the whitelisted `sortColumns[query.sort]`
 * and then id, so paging is stable when many rows share a value. `present` turns a page of rows
 * into the contract's items (one query per relation for the whole page, never one per row).
 */
export async function listCollection<Table extends IdTable, Sort extends string, Item>(
  db: Db,
  input: {
    table: Table;
    query: CollectionQuery<Sort>;
    sortColumns: Record<Sort, SortBy>;
    where?: SQL | undefined;
    present: (rows: RowOf<Table>[]) => Promise<Item[]>;
  },
): Promise<Paginator<Item>> {
  const { table, query } = input;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(input.where)
      .orderBy(...orderFor(query.direction, input.sortColumns[query.sort], table.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ value: count() })
      .from(table as PgTable)
      .where(input.where),
  ]);
  const items = await input.present(rows as RowOf<Table>[]);
  return toPaginator(query.page, query.per_page, total?.value ?? 0, items);
}
