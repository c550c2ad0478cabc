import { canStartPayment, PAYMENT_TRANSITIONS, type PaymentEvent } from '@ruangmain/domain/booking-lifecycle';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** What moves with a payment attempt's status (when it was paid, what the provider said); not the status. */
export type PaymentColumns = Omit<
  PgUpdateSetSource<typeof payments>,
  'id' | 'status' | 'booking_id' | 'order_id'
>;

function assertStart(row: NewPayment): void {
  const status = row.status ?? 'pending';
  if (!canStartPayment(status)) throw new Error(`a payment attempt cannot begin ${status}`);
}

/** Begins a payment attempt, open at the provider or settled on the spot; any other start is refused. */
export async function insertPayment(tx: Pick<Db, 'insert'>, row: NewPayment): Promise<PaymentRow> {
  assertStart(row);
  const [inserted] = await tx.insert(payments).values(row).returning();
  if (!inserted) throw new Error('the payment insert returned no row');
  return inserted;
}

/** The same, unless an attempt already has its order id (two clicks at once): then null. */
export async function insertPaymentOnce(tx: Pick<Db, 'insert'>, row: NewPayment): Promise<PaymentRow | null> {
  assertStart(row);
  const [inserted] = await tx.insert(payments).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/**
 * Moves the payment attempts `where` picks by a lifecycle event (packages/domain/src/booking-lifecycle.ts)
 * in one guarded statement: `UPDATE payments SET status = <to>, … WHERE … AND status IN (<from>)
 * RETURNING *`. An attempt no longer where the event starts (settled meanwhile, say) is left as it is;
 * resolves to those moved.
 */
export async function transitionPayments(
  tx: Pick<Db, 'update'>,
  where: SQL | undefined,
  transition: { event: PaymentEvent; set?: PaymentColumns },
): Promise<PaymentRow[]> {
  const rule = PAYMENT_TRANSITIONS[transition.event];
  return tx
    .update(payments)
    .set({ ...transition.set, status: rule.to })
    .where(and(where, inArray(payments.status, [...rule.from])))
    .returning();
}
