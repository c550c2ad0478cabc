import { isFullyRefunded, pointsToReverse } from '@ruangmain/domain/desk';
import { and, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import { pointTransactions } from '../../db/schema/points';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import type { AuditAuthor } from '../audit/record-audit';
import { changeBookingAudited } from '../booking-lifecycle/change-booking-audited';
import { transitionPayments } from '../booking-lifecycle/payment-lifecycle';
import { noticeBookingRefunded } from '../notices/booking-notices';
import { recordLedgerEntry, takenPoints } from '../points/points-ledger';

type Booking = typeof bookings.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

export type SettledRefund = {
  /** The booking as it was before these refunds. */
  before: Booking;
  /** What the booking's payments took (desk/paid-amount.ts). */
  paid: number;
  /** The refund rows that went back, already succeeded and already added to bookings.refunded_amount. */
  refunded: RefundRow[];
  actor: AuditAuthor;
  reason: string;
  now: Date;
};

/**
 * What follows money going back on a booking, wherever it was given (the desk's refund, or the
 * provider's dashboard reported by its notification; record 0023), inside the caller's transaction:
 * fully refunded payments become `refund`; the refund's share of the points goes back; the booking
 * becomes `refunded` once everything is back; the trail records it; the customer is told.
 * Resolves to the points taken back.
 */
export async function settleRefund(tx: Db, settled: SettledRefund): Promise<number> {
  const { before, paid, refunded, now } = settled;
  const amount = refunded.reduce((total, row) => total + row.amount, 0);
  await markRefundedPayments(tx, refunded);

  const [current] = await tx
    .select({ refunded_amount: bookings.refunded_amount })
    .from(bookings)
    .where(eq(bookings.id, before.id));
  const refundedTotal = current?.refunded_amount ?? amount;
  const firstRefund = refunded[0] as RefundRow;
  const pointsReversed = await reversePoints(tx, {
    before,
    paid,
    refundedBefore: refundedTotal - amount,
    refundedNow: amount,
    refundId: firstRefund.id,
  });
  const isFull = isFullyRefunded({ paid, refunded: refundedTotal });
  const after = await changeBookingAudited(tx, {
    before,
    actor: settled.actor,
    action: 'booking.refund',
    // Refunded once everything is back (packages/domain/src/booking-lifecycle.ts); a part only adds up.
    ...(isFull ? { event: 'refunded' as const } : {}),
    set: {},
    guard: undefined,
    now,
    details: { amount, reason: settled.reason, points_reversed: pointsReversed },
  });
  if (!after) throw new AppError('conflict', apiText('desk.nothingToRefund'), { details: { conflicts: [] } });
  await noticeBookingRefunded(tx, before.id, {
    key: `refund:${firstRefund.id}`,
    refundId: firstRefund.id,
    amount,
  });
  return pointsReversed;
}

/** A payment whose refunds now add up to all it took is `refund`, as Midtrans would report it. */
async function markRefundedPayments(tx: Db, refunded: RefundRow[]): Promise<void> {
  for (const paymentId of new Set(refunded.map((row) => row.payment_id))) {
    const [taken] = await tx
      .select({ value: sum(refunds.amount).mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.payment_id, paymentId), eq(refunds.status, 'succeeded')));
    await transitionPayments(
      tx,
      and(eq(payments.id, paymentId), sql`${payments.gross_amount} <= ${taken?.value ?? 0}`),
      { event: 'refunded', set: { updated_at: new Date() } },
    );
  }
}

/**
 * The refund's share of the points the booking earned (pointsToReverse), taken back in one ledger row
 * keyed by the refund, never below a zero balance. Nothing when it earned none, or when an earlier
 * full reversal (before refunds had rows) already took them all.
 */
async function reversePoints(
  tx: Db,
  input: { before: Booking; paid: number; refundedBefore: number; refundedNow: number; refundId: number },
): Promise<number> {
  const rows = await tx
    .select({
      type: pointTransactions.type,
      points: pointTransactions.points,
      user_id: pointTransactions.user_id,
    })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.booking_id, input.before.id), isNull(pointTransactions.refund_id)));
  const earned = rows.find((row) => row.type === 'earned');
  if (!earned || rows.some((row) => row.type === 'debit')) return 0;
  const share = pointsToReverse({
    earned: earned.points,
    paid: input.paid,
    refundedBefore: input.refundedBefore,
    refundedNow: input.refundedNow,
  });
  const [user] = await tx
    .select({ total_points: users.total_points })
    .from(users)
    .where(eq(users.id, earned.user_id));
  const points = Math.min(share, user?.total_points ?? 0);
  if (points <= 0) return 0;
  const recorded = await recordLedgerEntry(
    tx,
    {
      user_id: earned.user_id,
      type: 'debit',
      points,
      description: `Points reversed for a refund of booking ${input.before.invoice_number}`,
      booking_id: input.before.id,
      refund_id: input.refundId,
    },
    takenPoints(points),
  );
  return recorded ? points : 0;
}
