import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentSimulatorTransactions } from '../../../db/schema/payment-simulator';
import type { PaymentItem, TransactionStatus } from '../payment-provider';

// The simulator's books (table payment_simulator_transactions): every state change is one guarded
// UPDATE ... WHERE status = 'pending', so two API processes cannot both finish one transaction.

export type SimulatorTransaction = Omit<
  typeof paymentSimulatorTransactions.$inferSelect,
  'status' | 'items' | 'customer'
> & {
  status: TransactionStatus;
  items: PaymentItem[];
  customer: { name: string; phone: string; email?: string | null };
};

type NewTransaction = typeof paymentSimulatorTransactions.$inferInsert;

const table = paymentSimulatorTransactions;

/** What Midtrans would report now: a pending transaction past its expiry is expired. */
export function currentStatus(transaction: SimulatorTransaction, now: Date): TransactionStatus {
  return transaction.status === 'pending' && transaction.expires_at <= now ? 'expire' : transaction.status;
}

export async function insertTransaction(db: Db, values: NewTransaction): Promise<SimulatorTransaction> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error('payment simulator: insert returned no row');
  return row as SimulatorTransaction;
}

export async function findTransactionByToken(db: Db, token: string) {
  const [row] = await db.select().from(table).where(eq(table.token, token));
  return row as SimulatorTransaction | undefined;
}

export async function findTransactionByOrderId(db: Db, orderId: string) {
  const [row] = await db.select().from(table).where(eq(table.order_id, orderId));
  return row as SimulatorTransaction | undefined;
}

export type PendingChange = {
  status: TransactionStatus;
  payment_type?: string;
  settled_at?: Date;
};

/**
 * Moves a pending, unexpired transaction on (pay, pay later, fail, cancel); undefined when it was
 * not pending any more or had expired, in which case nothing changed.
 */
export async function changePendingTransaction(db: Db, orderId: string, change: PendingChange, now: Date) {
  const [row] = await db
    .update(table)
    .set(change)
    .where(and(eq(table.order_id, orderId), eq(table.status, 'pending'), gt(table.expires_at, now)))
    .returning();
  return row as SimulatorTransaction | undefined;
}

/**
 * Records the expiry of a pending transaction: one past its expires_at, or any pending one when
 * `force` (the expire API). Undefined when nothing changed (final already, or not due).
 */
export async function expirePendingTransaction(db: Db, orderId: string, now: Date, force = false) {
  const [row] = await db
    .update(table)
    .set({ status: 'expire' })
    .where(
      and(
        eq(table.order_id, orderId),
        eq(table.status, 'pending'),
        force ? undefined : lte(table.expires_at, now),
      ),
    )
    .returning();
  return row as SimulatorTransaction | undefined;
}

/**
 * Records a refund of a paid transaction, as Midtrans' refund API does: only within what was paid and
 * not yet refunded (one guarded statement), leaving it refund once all is back, partial_refund before.
 * Undefined when the transaction is not paid or the amount is more than is left.
 */
export async function refundPaidTransaction(db: Db, orderId: string, amount: number) {
  const refunded = sql`${table.refunded_amount} + ${amount}`;
  const [row] = await db
    .update(table)
    .set({
      refunded_amount: refunded,
      status: sql`case when ${refunded} >= ${table.gross_amount} then 'refund' else 'partial_refund' end`,
    })
    .where(
      and(
        eq(table.order_id, orderId),
        inArray(table.status, ['settlement', 'capture', 'partial_refund']),
        lte(refunded, table.gross_amount),
      ),
    )
    .returning();
  return row as SimulatorTransaction | undefined;
}
