import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type Paginator, toPaginator } from '../../lib/pagination';
import type { IdTable, RowOf } from './managed-table';

/** A back-office list's query after its contract: what to find, how to order it, which page. */
export type CollectionQuery<Sort extends string> = {
  search?: string | undefined;
  sort: Sort;
  direction: 'asc' | 'desc';
  page: number;
  per_page: number;
};

/**
 * One page of a back-office table: rows matching `where` (the search, built by the caller from the
 * columns it searches), ordered by the whitelisted `sortColumns[query.sort]` and then id, so paging is
 * stable when many rows share a value. `present` turns a page of rows into the contract's items (one
 * query per relation for the whole page, never one per row).
 */
export async function listCollection<Table extends IdTable, Sort extends string, Item>(
  db: Db,
  input: {
    table: Table;
    query: CollectionQuery<Sort>;
    sortColumns: Record<Sort, PgColumn | SQL>;
    where?: SQL | undefined;
    present: (rows: RowOf<Table>[]) => Promise<Item[]>;
  },
): Promise<Paginator<Item>> {
  const { table, query } = input;
  const order = query.direction === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(input.where)
      .orderBy(order(input.sortColumns[query.sort]), order(table.id))
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
