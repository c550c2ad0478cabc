import { and, eq, ne } from 'drizzle-orm';
import { taxes } from '../../db/schema';
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

/**
 * One tax is active at a time, so the PB1 every price applies is exactly the one the admin switched
 * on (the pricing takes the first active one): switching one on switches the others off in the same
 * transaction, each with its own audit row.
 */
async function keepOneActive(tx: Tx, row: RowOf<typeof taxes>, actor: AuditActor): Promise<void> {
  if (!row.is_active) return;
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
