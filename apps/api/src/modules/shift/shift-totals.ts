import type { ShiftPaymentMethod, ShiftTotals } from '@ruangmain/domain/contracts/shift';
import { and, count, eq, gte, inArray, lt, type SQL, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import { PAID_STATUSES } from '../desk/paid-amount';

/** A refund handed back at the desk (refunds.provider), not through the payment provider. */
const COUNTER_REFUND = 'counter';

/** When a shift's money counts: from its opening (included) to its close (excluded), or still running. */
export type ShiftWindow = { from: Date; to: Date | null };

/** Money taken at the counter: cash, and QRIS charged at the desk (online payments are 'midtrans'). */
const COUNTER_METHODS = ['cash', 'qris'] as const;

/**
 * The shift's takings in two queries (record 0028): payments by when they were paid, refunds by when
 * they were given, each per payment method. A shift counts only the money staff took and gave at the
 * counter (issue 29 item 8): cash and desk QRIS payments (walk-ins, extensions, food orders paid at the
 * counter), and refunds handed back at the counter; an online payment, or an admin's refund through the
 * payment provider, never moved the drawer. A payment refunded since still took its money in the shift
 * it was paid in.
 */
export async function computeShiftTotals(db: Pick<Db, 'select'>, window: ShiftWindow): Promise<ShiftTotals> {
  const taken = await db
    .select({
      method: payments.method,
      payments: count(),
      amount: sum(payments.gross_amount).mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...PAID_STATUSES]),
        inArray(payments.method, [...COUNTER_METHODS]),
        ...inWindow(payments.paid_at, window),
      ),
    )
    .groupBy(payments.method);
  const givenBack = await db
    .select({
      method: payments.method,
      refunds: count(),
      amount: sum(refunds.amount).mapWith(Number),
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.payment_id))
    .where(
      and(
        eq(refunds.status, 'succeeded'),
        eq(refunds.provider, COUNTER_REFUND),
        ...inWindow(refunds.completed_at, window),
      ),
    )
    .groupBy(payments.method);
  return summarise(taken, givenBack);
}

function inWindow(column: typeof payments.paid_at | typeof refunds.completed_at, window: ShiftWindow): SQL[] {
  return window.to ? [gte(column, window.from), lt(column, window.to)] : [gte(column, window.from)];
}

type Taken = { method: ShiftPaymentMethod; payments: number; amount: number | null };
type GivenBack = { method: ShiftPaymentMethod; refunds: number; amount: number | null };

function summarise(taken: readonly Taken[], givenBack: readonly GivenBack[]): ShiftTotals {
  const byMethod = new Map<ShiftPaymentMethod, ShiftTotals['methods'][number]>();
  const entry = (method: ShiftPaymentMethod) => {
    const found = byMethod.get(method) ?? { method, payments: 0, taken: 0, refunds: 0, refunded: 0 };
    byMethod.set(method, found);
    return found;
  };
  for (const row of taken) {
    const total = entry(row.method);
    total.payments += row.payments;
    total.taken += row.amount ?? 0;
  }
  let cashRefunded = 0;
  for (const row of givenBack) {
    const total = entry(row.method);
    total.refunds += row.refunds;
    total.refunded += row.amount ?? 0;
    if (row.method === 'cash') cashRefunded += row.amount ?? 0;
  }
  const methods = [...byMethod.values()].sort(
    (a, b) => b.taken - a.taken || a.method.localeCompare(b.method),
  );
  return { methods, cash_taken: byMethod.get('cash')?.taken ?? 0, cash_refunded: cashRefunded };
}
