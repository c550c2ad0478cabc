import type { ManagedSubject } from '@ruangmain/domain/contracts/audit';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Paginator } from '../../lib/pagination';
import { apiText, nounText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { findRow, type IdTable, type ManagedTable, type RowOf } from './managed-table';
import { createRow, removeRow, updateRow } from './write-collection';

/**
 * What the back office orders by drag (banners, FAQs, menu categories, a category's menu items): a
 * `sort_order`, lowest shown first, beside the collection helpers of modules/manage.
 */
export type OrderedTable = IdTable & { sort_order: PgColumn };

/**
 * The sort_order of a new row: after the last of its scope (a category's items, or the whole
 * collection), read by the insert itself. Two adds at once may share a number; the id breaks the tie.
 * Typed as the value it becomes: drizzle takes SQL for any column's value, `$inferInsert` does not say so.
 */
export function nextSortOrder(table: OrderedTable, scope?: SQL): number {
  const where = scope ? sql` where ${scope}` : sql``;
  return sql`(select coalesce(max(${table.sort_order}) + 1, 0) from ${table}${where})` as unknown as number;
}

/**
 * Saves a dragged order: `ids` must list every row of the scope once. An id outside the scope is bad
 * input (422); a row of the scope left out means someone added one since the screen loaded, so the
 * order is refused (409) rather than half-saved. The scope's rows are locked first, so two drags at
 * once save one order or the other, never a mix of both.
 */
export async function reorderRows<Table extends OrderedTable>(
  db: Db,
  managed: ManagedTable<Table>,
  input: {
    actor: AuditActor;
    ids: readonly number[];
    scope?: SQL;
    /** The trail's subject: the collection as a whole is id 0; a category's items name the category. */
    subject: { type?: ManagedSubject; id: number; label: string };
  },
): Promise<void> {
  const { table } = managed;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(input.scope)
      .orderBy(asc(table.sort_order), asc(table.id))
      .for('update');
    const current = rows.map((row) => Number(row.id));
    const known = new Set(current);
    if (input.ids.some((id) => !known.has(id))) {
      throw new AppError('validation', apiText('manage.idsNotInList', { noun: managed.noun }), {
        errors: { ids: ['validation.exists'] },
      });
    }
    if (current.length !== input.ids.length) {
      throw new AppError('conflict', apiText('manage.listChanged'));
    }
    for (const [position, id] of input.ids.entries()) {
      await tx
        .update(table)
        .set({ sort_order: position } as never)
        .where(eq(table.id, id));
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: `${managed.subject}.reorder`,
      subject: {
        type: input.subject.type ?? managed.subject,
        id: input.subject.id,
        label: input.subject.label,
      },
      before: { ids: current },
      after: { ids: [...input.ids] },
    });
  });
}

/**
 * The operations of a collection that nothing else refers to and that the site shows in a dragged
 * order (banners, FAQs), for `registerCollection`: list, one, add (shown last), change, delete for
 * good and reorder, each write audited in its transaction.
 */
export function orderedCollectionOperations<Table extends OrderedTable, Query>(
  managed: ManagedTable<Table>,
  options: {
    /** The whole collection, as the trail and the answer name it when reordered ("FAQs"). */
    plural: string;
    list: (db: Db, query: Query) => Promise<Paginator<RowOf<Table>>>;
  },
) {
  const { noun } = managed;
  return {
    list: options.list,
    get: async (db: Db, id: number) => ({ data: await findRow(db, managed, id) }),
    create: async (db: Db, actor: AuditActor, body: object) => {
      const values = { ...body, sort_order: nextSortOrder(managed.table) };
      const data = await createRow(db, managed, { actor, values: values as Table['$inferInsert'] });
      return { message: apiText('manage.added', { noun: nounText(noun) }), data };
    },
    update: async (db: Db, actor: AuditActor, id: number, changes: object) => ({
      message: apiText('manage.saved', { noun: nounText(noun) }),
      data: await updateRow(db, managed, { actor, id, changes: changes as Partial<Table['$inferInsert']> }),
    }),
    remove: (db: Db, actor: AuditActor, id: number) =>
      removeRow(db, managed, { actor, id, findReference: async () => null, deactivate: {} }),
    reorder: async (db: Db, actor: AuditActor, ids: number[]) => {
      await reorderRows(db, managed, { actor, ids, subject: { id: 0, label: options.plural } });
      return { message: apiText('manage.orderSaved', { plural: nounText(options.plural) }) };
    },
  };
}
