import type { SQL } from 'drizzle-orm';
import { ilike } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { serviceFees, taxes } from '../../db/schema/pricing';
import { containsPattern } from '../../lib/search';
import { apiText, nounText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { type CollectionQuery, listCollection } from '../manage/list-collection';
import { findRow, type ManagedTable, type RowOf, type Tx } from '../manage/managed-table';
import { createRow, removeRow, updateRow } from '../manage/write-collection';

/**
 * What every booking is charged beside its price (spec 2 §9): the PB1 tax on food and the service
 * fees, both a name, a figure and an active flag. Neither is referenced by bookings (a booking keeps
 * the percentage and the amount it was charged), so a delete deletes. A change shows on the site at
 * once: migration 0003's triggers drop the public cache of both lists.
 */
export type ChargeTable = typeof taxes | typeof serviceFees;

export function chargeOperations<Table extends ChargeTable, Sort extends string>(
  managed: ManagedTable<Table>,
  options: {
    sortColumns: Record<Sort, PgColumn | SQL>;
    /** Runs inside a create's or an update's transaction, after the row is written. */
    afterWrite?: (tx: Tx, row: RowOf<Table>, actor: AuditActor) => Promise<void>;
  },
) {
  const { table, noun } = managed;
  const afterWrite = (actor: AuditActor) => {
    const run = options.afterWrite;
    return run ? (tx: Tx, row: RowOf<Table>) => run(tx, row, actor) : undefined;
  };
  return {
    list: (db: Db, query: CollectionQuery<Sort>) =>
      listCollection(db, {
        table,
        query,
        sortColumns: options.sortColumns,
        where: query.search ? ilike(table.name, containsPattern(query.search)) : undefined,
        present: async (rows) => rows,
      }),
    get: async (db: Db, id: number) => ({ data: await findRow(db, managed, id) }),
    create: async (db: Db, actor: AuditActor, values: Table['$inferInsert']) => ({
      data: await createRow(db, managed, { actor, values, afterWrite: afterWrite(actor) }),
      message: apiText('manage.added', { noun: nounText(noun) }),
    }),
    update: async (db: Db, actor: AuditActor, id: number, changes: Partial<Table['$inferInsert']>) => ({
      data: await updateRow(db, managed, { actor, id, changes, afterWrite: afterWrite(actor) }),
      message: apiText('manage.saved', { noun: nounText(noun) }),
    }),
    remove: (db: Db, actor: AuditActor, id: number) =>
      removeRow(db, managed, { actor, id, deactivate: {}, findReference: async () => null }),
  };
}
