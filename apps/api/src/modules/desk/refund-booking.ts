import { SETTLED_PAYMENT_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { DESK_MESSAGES, findRefundProblem } from '@ruangmain/domain/desk';
import { and, asc, count, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import { PaymentProviderError } from '../../providers/payments/payment-provider';
import { fromDomainText } from '../../texts/domain-text';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { changeBooking } from '../booking-lifecycle/lifecycle';
import { findPaidAmount } from '../payments/paid-amount';
import type { HoldDeps } from '../payments/payment-deps';
import { settleRefund } from '../payments/settle-refund';
import { type DeskRow, loadDeskBooking, refuse } from './desk-booking';

type RefundRow = typeof refunds.$inferSelect;
type Payment = typeof payments.$inferSelect;

export type RefundInput = { id: number; amount: number; reason: string; actor: AuditActor; now: Date };

/**
 * POST /api/admin/bookings/{id}/refund {amount, reason} (admins only, record 0023). The amount is first
 * reserved by one guarded statement that keeps bookings.refunded_amount within what the payments took,
 * so of two refunds at once only what fits passes (a full refund twice: once). It is shared out over
 * the booking's payments, oldest first: an online (Midtrans) payment is refunded through the provider,
 * cash and counter QRIS are recorded as handed back. What the provider refuses is given back to the
 * reservation: 409 when the provider refused, 502 when it could not be reached. Then, in one transaction: the points go back in proportion, the booking is
 * refunded once everything is back, and the trail records it.
 */
export async function refundBooking(deps: HoldDeps, input: RefundInput) {
  const { db } = deps;
  const before = await loadDeskBooking(db, input.id);
  if (before.status === 'pending') throw refuse(apiText('desk.notPaid'));
  const paid = await findPaidAmount(db, before.id);
  const problem = findRefundProblem({ paid, refunded: before.refunded_amount }, input.amount);
  if (problem === DESK_MESSAGES.nothingToRefund) throw refuse(fromDomainText(problem));
  if (problem)
    throw new AppError('validation', fromDomainText(problem), {
      errors: { amount: ['validation.max.numeric'] },
    });

  const planned = await reserve(db, { before, paid, input });
  const failed: RefundRow[] = [];
  const failures: unknown[] = [];
  for (const refund of planned.filter((row) => row.status === 'pending')) {
    try {
      await deps.payments.refund(refund.orderId, {
        amount: refund.amount,
        reason: input.reason,
        refundKey: refund.refund_key,
      });
    } catch (error) {
      deps.log.error({ err: error, orderId: refund.orderId }, 'payment provider refused the refund');
      failed.push(refund);
      failures.push(error);
    }
  }
  const refunded = planned.filter((row) => !failed.includes(row));
  const pointsReversed = await finish(db, { before, paid, input, refunded, failed });
  if (refunded.length === 0) {
    // The provider answering "no" (Midtrans 4xx, e.g. 412 not refundable) is a refusal, not an outage.
    throw new AppError(
      failures.every(isRefusal) ? 'conflict' : 'provider_unavailable',
      apiText('payment.refundRefused'),
    );
  }
  return { amount: refunded.reduce((total, row) => total + row.amount, 0), points_reversed: pointsReversed };
}

/** Reserves the amount on the booking and writes one refund row per payment it comes out of. */
async function reserve(db: Db, context: { before: DeskRow; paid: number; input: RefundInput }) {
  const { before, paid, input } = context;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const reserved = await changeBooking(tx, before.id, {
      set: { refunded_amount: sql`${bookings.refunded_amount} + ${input.amount}` },
      guard: sql`${bookings.refunded_amount} + ${input.amount} <= ${paid}`,
      now: input.now,
    });
    if (!reserved) throw refuse(apiText('desk.refundTooLarge'));
    // Read after the guarded update: a rival refund of the same booking has committed by now.
    const paidRows = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.booking_id, before.id), inArray(payments.status, [...SETTLED_PAYMENT_STATUSES])))
      .orderBy(asc(payments.id));
    const taken = await tx
      .select({ payment_id: refunds.payment_id, value: sum(refunds.amount).mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.booking_id, before.id), ne(refunds.status, 'failed')))
      .groupBy(refunds.payment_id);
    const takenByPayment = new Map(taken.map((row) => [row.payment_id, row.value]));
    let left = input.amount;
    const rows: Array<RefundRow & { orderId: string }> = [];
    for (const payment of paidRows) {
      const share = Math.min(left, payment.gross_amount - (takenByPayment.get(payment.id) ?? 0));
      if (share <= 0) continue;
      left -= share;
      rows.push({
        ...(await insertRefund(tx, { payment, share, input, bookingId: before.id })),
        orderId: payment.order_id,
      });
      if (left === 0) break;
    }
    if (left > 0) throw new Error(`refund of booking ${before.id}: ${left} could not be shared out`);
    return rows;
  });
}

async function insertRefund(
  tx: Db,
  input: { payment: Payment; share: number; input: RefundInput; bookingId: number },
): Promise<RefundRow> {
  const viaProvider = input.payment.method === 'midtrans';
  const [earlier] = await tx
    .select({ value: count() })
    .from(refunds)
    .where(eq(refunds.payment_id, input.payment.id));
  const [row] = await tx
    .insert(refunds)
    .values({
      booking_id: input.bookingId,
      payment_id: input.payment.id,
      amount: input.share,
      reason: input.input.reason,
      provider: viaProvider ? input.payment.provider : 'counter',
      status: viaProvider ? 'pending' : 'succeeded',
      refund_key: `${input.payment.order_id}-refund-${(earlier?.value ?? 0) + 1}`,
      created_by: input.input.actor.id,
      created_at: input.input.now,
      completed_at: viaProvider ? null : input.input.now,
    })
    .returning();
  if (!row) throw new Error('the refund insert returned no row');
  return row;
}

/**
 * Settles the refund: failed shares are given back to the reservation; what went back is settled as
 * every refund is (payments/settle-refund.ts: points, payment and booking status, trail, notice).
 * Resolves to the points taken back.
 */
async function finish(
  db: Db,
  context: { before: DeskRow; paid: number; input: RefundInput; refunded: RefundRow[]; failed: RefundRow[] },
): Promise<number> {
  const { before, paid, input, refunded, failed } = context;
  const failedAmount = failed.reduce((total, row) => total + row.amount, 0);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const now = input.now;
    if (failed.length > 0) {
      await tx
        .update(refunds)
        .set({ status: 'failed', completed_at: now })
        .where(
          inArray(
            refunds.id,
            failed.map((row) => row.id),
          ),
        );
      await changeBooking(tx, before.id, {
        set: { refunded_amount: sql`${bookings.refunded_amount} - ${failedAmount}` },
      });
    }
    if (refunded.length === 0) return 0;
    await tx
      .update(refunds)
      .set({ status: 'succeeded', completed_at: now })
      .where(
        and(
          inArray(
            refunds.id,
            refunded.map((row) => row.id),
          ),
          eq(refunds.status, 'pending'),
        ),
      );
    return settleRefund(tx, { before, paid, refunded, actor: input.actor, reason: input.reason, now });
  });
}

function isRefusal(error: unknown) {
  return error instanceof PaymentProviderError && error.status !== undefined && error.status < 500;
}
