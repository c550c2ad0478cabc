import { SETTLED_PAYMENT_STATUSES } from '@ruangmain/domain/booking-lifecycle';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import type { PaymentNotification } from '../../providers/payments/payment-provider';
import { type ProviderRefund, readReportedRefunds } from '../../providers/payments/provider-refunds';
import type { AuditAuthor } from '../audit/record-audit';
import { changeBooking } from '../booking-lifecycle/lifecycle';
import { findPaidAmount } from './paid-amount';
import { settleRefund } from './settle-refund';

type Payment = typeof payments.$inferSelect;

export type ProviderRefundOutcome = 'refunded' | 'partially_refunded' | 'unchanged';

export const DASHBOARD_REFUND_REASON = 'Refunded in the Midtrans dashboard';

/**
 * A refund the provider reports (`refund` or `partial_refund`: made in its dashboard, or the echo of
 * a desk refund), inside the webhook's transaction: each refund not yet on record becomes a
 * succeeded `refunds` row at the provider's time of it (a desk refund given up as failed while the
 * provider did it becomes succeeded), then is settled as a desk refund is (settle-refund.ts). A refund is known by its key, so a replay, a rival notification or a listing
 * of earlier refunds (the desk's included) records nothing twice; a report of more than the payment
 * took, or of an unpaid payment, records nothing. Rows are locked payment first, then booking, as
 * every writer of both does.
 */
export async function recordProviderRefunds(
  tx: Db,
  log: FastifyBaseLogger,
  context: { payment: Payment; answer: PaymentNotification; noted: Partial<Payment>; now: Date },
): Promise<ProviderRefundOutcome> {
  const { payment, answer, now } = context;
  const about = { orderId: payment.order_id };
  const [paid] = await tx
    .update(payments)
    .set(context.noted)
    .where(and(eq(payments.id, payment.id), inArray(payments.status, [...SETTLED_PAYMENT_STATUSES])))
    .returning({ id: payments.id });
  if (!paid) return 'unchanged';
  const [before] = await tx.select().from(bookings).where(eq(bookings.id, payment.booking_id)).for('update');
  // Refunded before refunds had rows (the whole amount, points taken): nothing is left to record.
  if (!before || before.status === 'pending' || before.status === 'refunded') return 'unchanged';

  const reported = readReportedRefunds(answer, payment.gross_amount);
  if (reported.kind === 'unreadable') {
    log.error(about, 'the provider reported refunds in a form not understood; none recorded');
    return 'unchanged';
  }
  const onRecord = await tx
    .select({ amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.payment_id, payment.id));
  const taken = onRecord
    .filter((row) => row.status !== 'failed')
    .reduce((total, row) => total + row.amount, 0);
  const candidates =
    reported.kind === 'listed' ? reported.refunds : unlistedRefund(payment.order_id, reported.total, taken);
  const { fresh, revived } = await sortByKey(tx, payment.id, candidates);
  if (fresh.length === 0 && revived.length === 0) return 'unchanged';

  const amount = [...fresh, ...revived].reduce((total, refund) => total + refund.amount, 0);
  const paidTotal = await findPaidAmount(tx, before.id);
  if (taken + amount > payment.gross_amount || before.refunded_amount + amount > paidTotal) {
    log.error(
      { ...about, reported: amount, taken, gross: payment.gross_amount },
      'the provider reported more refunded than the payment took; none recorded',
    );
    return 'unchanged';
  }

  const rows: Array<typeof refunds.$inferSelect> = [];
  // A desk refund the provider did not answer in time was given up; the provider says it went back.
  for (const refund of revived) {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'succeeded', amount: refund.amount, completed_at: refund.at ?? now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'failed')))
      .returning();
    if (row) rows.push(row);
  }
  if (fresh.length > 0) {
    rows.push(
      ...(await tx
        .insert(refunds)
        .values(
          fresh.map((refund) => ({
            booking_id: before.id,
            payment_id: payment.id,
            amount: refund.amount,
            reason: refund.reason ?? DASHBOARD_REFUND_REASON,
            provider: payment.provider,
            status: 'succeeded' as const,
            refund_key: refund.key,
            created_by: null,
            created_at: now,
            completed_at: refund.at ?? now,
          })),
        )
        .returning()),
    );
  }
  await changeBooking(tx, before.id, { set: { refunded_amount: before.refunded_amount + amount }, now });
  await settleRefund(tx, {
    before,
    paid: paidTotal,
    refunded: rows,
    actor: providerActor(payment.provider),
    reason: [...new Set(rows.map((row) => row.reason))].join('; '),
    now,
  });
  return before.refunded_amount + amount >= paidTotal ? 'refunded' : 'partially_refunded';
}

/**
 * A provider that reports only the total (the simulator): what it says beyond what is on record is
 * one refund, keyed by the total it brings the payment to, so the same report twice is one refund.
 */
function unlistedRefund(orderId: string, total: number, taken: number): ProviderRefund[] {
  if (total <= taken) return [];
  return [{ key: `${orderId}-refunded-${total}`, amount: total - taken, at: null, reason: null }];
}

/**
 * The reported refunds no row carries the key of yet (`fresh`; a desk refund keeps the key it sent),
 * and those of this payment's desk refunds recorded as failed (`revived`): the provider did them.
 */
async function sortByKey(tx: Db, paymentId: number, reported: ProviderRefund[]) {
  const fresh: ProviderRefund[] = [];
  const revived: Array<ProviderRefund & { id: number }> = [];
  if (reported.length === 0) return { fresh, revived };
  const known = await tx
    .select({
      id: refunds.id,
      refund_key: refunds.refund_key,
      payment_id: refunds.payment_id,
      status: refunds.status,
    })
    .from(refunds)
    .where(
      inArray(
        refunds.refund_key,
        reported.map((refund) => refund.key),
      ),
    );
  for (const refund of reported) {
    const row = known.find((candidate) => candidate.refund_key === refund.key);
    if (!row) fresh.push(refund);
    else if (row.payment_id === paymentId && row.status === 'failed') revived.push({ ...refund, id: row.id });
  }
  return { fresh, revived };
}

/** The trail's author of a refund the provider made: no account, the role a desk refund needs. */
function providerActor(provider: string): AuditAuthor {
  return { id: null, name: provider === 'simulator' ? 'Payment simulator' : 'Midtrans', role: 'admin' };
}
