import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { apiText, type LocalText, nounText } from '../../texts/local-text';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import {
  type IdTable,
  lockRow,
  type ManagedTable,
  type RowOf,
  type Tx,
  toFacts,
  withUniqueField,
} from './managed-table';

/**
 * The writes every back-office collection makes, each in one transaction with its audit row
 * (../shared/DESIGN.md "Staff side": who, when, before, after). `afterWrite` runs in the same
 * transaction, for what a row carries beside its own columns (a game's genres, a unit's games).
 */

type AfterWrite<Table extends IdTable> = (tx: Tx, row: RowOf<Table>) => Promise<void>;
/** What the trail records of a row: its columns, plus `describe`'s extras (its genres, its games). */
type Describe<Table extends IdTable> = (tx: Tx, row: RowOf<Table>) => Promise<Record<string, unknown>>;

export async function createRow<Table extends IdTable>(
  db: Db,
  managed: ManagedTable<Table>,
  input: {
    actor: AuditActor;
    values: Table['$inferInsert'];
    afterWrite?: AfterWrite<Table>;
    describe?: Describe<Table>;
  },
): Promise<RowOf<Table>> {
  return withUniqueField(managed, () =>
    db.transaction(async (tx) => {
      const [row] = (await tx.insert(managed.table).values(input.values).returning()) as RowOf<Table>[];
      if (!row) throw new Error(`insert into ${managed.subject} returned nothing`);
      await input.afterWrite?.(tx, row);
      await recordAudit(tx, {
        actor: input.actor,
        action: `${managed.subject}.create`,
        subject: { type: managed.subject, id: row.id, label: managed.label(row) },
        before: null,
        after: { ...toFacts(row), ...(await input.describe?.(tx, row)) },
      });
      return row;
    }),
  );
}

/** Changes the given fields (undefined ones are left alone), audited with the row before and after. */
export async function updateRow<Table extends IdTable>(
  db: Db,
  managed: ManagedTable<Table>,
  input: {
    actor: AuditActor;
    id: number;
    changes: Partial<Table['$inferInsert']>;
    afterWrite?: AfterWrite<Table>;
    describe?: Describe<Table>;
  },
): Promise<RowOf<Table>> {
  const { table } = managed;
  return withUniqueField(managed, () =>
    db.transaction(async (tx) => {
      const before = await lockRow(tx, managed, input.id);
      const beforeFacts = { ...toFacts(before), ...(await input.describe?.(tx, before)) };
      const changes = Object.fromEntries(
        Object.entries(input.changes).filter(([, value]) => value !== undefined),
      );
      let after = before;
      if (Object.keys(changes).length > 0) {
        const stamped = 'updated_at' in table ? { ...changes, updated_at: new Date() } : changes;
        const [row] = (await tx
          .update(table)
          .set(stamped as never)
          .where(eq(table.id, input.id))
          .returning()) as RowOf<Table>[];
        if (!row) throw new Error(`update of ${managed.subject} ${input.id} returned nothing`);
        after = row;
      }
      await input.afterWrite?.(tx, after);
      await recordAudit(tx, {
        actor: input.actor,
        action: `${managed.subject}.update`,
        subject: { type: managed.subject, id: after.id, label: managed.label(after) },
        before: beforeFacts,
        after: { ...toFacts(after), ...(await input.describe?.(tx, after)) },
      });
      return after;
    }),
  );
}

/** What DELETE did: removed, or kept but switched off because something still refers to it. */
export type RemoveOutcome = { deleted: boolean; message: LocalText };

/**
 * DELETE of a back-office row: deleted when nothing refers to it; else deactivated (`deactivate`
 * holds the columns that switch it off) so bookings, rewards and history keep what they point at
 * (../shared/DESIGN.md "Staff side"). `findReference` names what refers to it ("bookings"), or null.
 * The row is locked first, so a booking made meanwhile waits for the answer rather than racing it.
 */
export async function removeRow<Table extends IdTable>(
  db: Db,
  managed: ManagedTable<Table>,
  input: {
    actor: AuditActor;
    id: number;
    findReference: (tx: Tx, row: RowOf<Table>) => Promise<string | null>;
    deactivate: Partial<Table['$inferInsert']>;
  },
): Promise<RemoveOutcome> {
  const { table, noun } = managed;
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, managed, input.id);
    const subject = { type: managed.subject, id: row.id, label: managed.label(row) };
    const reference = await input.findReference(tx, row);
    if (reference === null) {
      await tx.delete(table as PgTable).where(eq(table.id, row.id));
      await recordAudit(tx, {
        actor: input.actor,
        action: `${managed.subject}.delete`,
        subject,
        before: toFacts(row),
        after: null,
      });
      return { deleted: true, message: apiText('manage.deleted', { noun: nounText(noun) }) };
    }
    const [after] = (await tx
      .update(table)
      .set(input.deactivate as never)
      .where(eq(table.id, row.id))
      .returning()) as RowOf<Table>[];
    await recordAudit(tx, {
      actor: input.actor,
      action: `${managed.subject}.deactivate`,
      subject,
      before: toFacts(row),
      after: after ? toFacts(after) : null,
    });
    return {
      deleted: false,
      message: apiText('manage.deactivated', { noun: nounText(noun), reference }),
    };
  });
}
