import { and, eq, ne, sql } from 'drizzle-orm';
import { taxes } from '../../db/schema/pricing';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { ManagedTable, RowOf, Tx } from '../manage/managed-table';
import { toFacts } from '../manage/managed-table';
import { chargeOperations } from './charges';

/** The back office's taxes (issue 17): the PB1 percentage applied to food (spec 2 §9). */
export const managedTaxes: ManagedTable<typeof taxes> = {
  table: taxes,
  subject: 'tax',
  noun: 'tax',
  label: (row) => `${row.name} ${row.percentage}%`,
};

/** Taken by every switch-on of a tax until its transaction ends (beside db/seed's 727_002). */
const ONE_ACTIVE_TAX_LOCK = 727_003;

/**
 * One tax is active at a time, so the PB1 every price applies is exactly the one the admin switched
 * on (the pricing takes the first active one): switching one on switches the others off in the same
 * transaction, each with its own audit row. Two admins switching on two taxes at once take turns here:
 * the second looks for active taxes only once the first has committed, so it sees the first's and
 * switches it off, and one tax stays active.
 */
async function keepOneActive(tx: Tx, row: RowOf<typeof taxes>, actor: AuditActor): Promise<void> {
  if (!row.is_active) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${ONE_ACTIVE_TAX_LOCK})`);
  const others = await tx
    .select()
    .from(taxes)
    .where(and(eq(taxes.is_active, true), ne(taxes.id, row.id)))
    .for('update');
  for (const before of others) {
    const [after] = await tx
      .update(taxes)
      .set({ is_active: false, updated_at: new Date() })
      .where(eq(taxes.id, before.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'tax.update',
      subject: { type: 'tax', id: before.id, label: managedTaxes.label(before) },
      before: toFacts(before),
      after: after ? toFacts(after) : null,
    });
  }
}

export const taxOperations = chargeOperations(managedTaxes, {
  sortColumns: {
    created_at: taxes.created_at,
    name: taxes.name,
    percentage: taxes.percentage,
    is_active: taxes.is_active,
  },
  afterWrite: keepOneActive,
});
