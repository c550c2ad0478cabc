import { asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type Paginator, toPaginator } from '../../lib/pagination';
import { containsPattern } from '../../lib/search';

/** A back-office list's query (contracts/admin-collection-parts.ts adminListQuery). */
export type AdminListQuery<Sort extends string> = {
  page: number;
  per_page: number;
  search?: string | undefined;
  sort: Sort;
  direction: 'asc' | 'desc';
};

/** `search` found in any of the columns (any case, wildcards literal), or no condition. */
export const searchIn = (search: string | undefined, columns: readonly PgColumn[]): SQL | undefined =>
  search ? or(...columns.map((column) => ilike(column, containsPattern(search)))) : undefined;

/** ORDER BY the sort's columns in the query's direction, then the id, so pages never overlap. */
export function orderFor(direction: 'asc' | 'desc', columns: readonly (PgColumn | SQL)[], id: PgColumn) {
  const by = direction === 'asc' ? asc : desc;
  return [...columns.map((column) => by(column)), by(id)];
}

/** One page of a single table's rows, every column, in the paginator shape. */
export async function listTablePage<Table extends PgTable & { id: PgColumn }, Sort extends string>(
  db: Db,
  table: Table,
  input: { query: AdminListQuery<Sort>; where?: SQL; sorts: Record<Sort, readonly PgColumn[]> },
): Promise<Paginator<Table['$inferSelect']>> {
  const { query } = input;
  const [total] = await db
    .select({ value: count() })
    .from(table as PgTable)
    .where(input.where);
  const data = await db
    .select()
    .from(table as PgTable)
    .where(input.where)
    .orderBy(...orderFor(query.direction, input.sorts[query.sort], table.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return toPaginator(query.page, query.per_page, total?.value ?? 0, data as Table['$inferSelect'][]);
}
