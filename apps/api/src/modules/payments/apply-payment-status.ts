import { paymentEventTo } from '@ruangmain/domain/booking-lifecycle';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { findSqlState, SQLSTATE } from '../../lib/errors';
import { parseGrossAmount } from '../../providers/payments/notification-format';
import type { PaymentNotification } from '../../providers/payments/payment-provider';
import { transitionBooking } from '../booking-lifecycle/lifecycle';
import { transitionPayments } from '../booking-lifecycle/payment-lifecycle';
import { noticeBookingExtended, noticeBookingPaid, noticePaidAfterRelease } from '../notices/booking-notices';
import { creditBookingPoints } from '../points/booking-points';
import { cancelUnpaidBooking } from './cancel-unpaid-booking';
import { classifyNotification } from './classify-notification';
import { findExtensionOfPayment, releaseExtension, settleExtension } from './extension-payments';
import { reclaimPromo } from './promo-usage';
import { recordProviderRefunds } from './record-provider-refunds';

export type ApplyOutcome =
  | 'unknown_order'
  | 'amount_mismatch'
  | 'confirmed'
  | 'reinstated'
  | 'paid_after_release'
  | 'cancelled'
  | 'refunded'
  | 'partially_refunded'
  | 'extension_paid'
  | 'extension_released'
  | 'unchanged';

type Payment = typeof payments.$inferSelect;

/**
 * Applies what the payment provider says about an order (../shared/DESIGN.md "Payment state"): only this
 * moves a booking to paid, and only with the provider's own answer to a status request, never with the status
 * a notification claims (handle-payment-notification.ts, release-hold.ts). Every step is a guarded update, so
 * duplicates and stale answers (pending after settlement, expire after settlement) change nothing, in any
 * order and in any process.
 */
export async function applyPaymentStatus(
  deps: { db: Db; log: FastifyBaseLogger },
  notification: PaymentNotification,
): Promise<ApplyOutcome> {
  const { db, log } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.order_id, notification.order_id));
  if (!payment) return 'unknown_order';
  // Read strictly: '27e3' or '27000.49' is not 27000 (notification-format.ts).
  if (parseGrossAmount(notification.gross_amount) !== payment.gross_amount) {
    log.warn({ orderId: payment.order_id }, 'payment status amount differs from the order; ignored');
    return 'amount_mismatch';
  }
  const now = new Date();
  const record = { last_notification: notification, last_notified_at: now, updated_at: now };
  // Time added at the desk is paid by its own payment; its fate moves the time, never the booking.
  const isExtension = (await findExtensionOfPayment(db, payment.id)) !== null;

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    switch (classifyNotification(notification)) {
      case 'paid': {
        // A late payment settles an attempt already closed too (packages/domain/src/booking-lifecycle.ts).
        const [paid] = await transitionPayments(tx, eq(payments.id, payment.id), {
          event: notification.transaction_status === 'capture' ? 'captured' : 'settled',
          set: {
            ...record,
            fraud_status: notification.fraud_status ?? null,
            provider_transaction_id: notification.transaction_id,
            paid_at: now,
          },
        });
        if (!paid) return 'unchanged';
        if (isExtension) return settleExtensionPayment(tx, log, payment);
        return confirmBooking(tx, log, payment, now);
      }
      case 'failed': {
        const status =
          notification.transaction_status === 'capture' ? 'deny' : notification.transaction_status;
        const [ended] = await transitionPayments(tx, eq(payments.id, payment.id), {
          event: paymentEventTo(status as 'deny' | 'cancel' | 'expire' | 'failure'),
          set: record,
        });
        if (ended && isExtension) {
          return (await releaseExtension(tx, payment.id, now)) ? 'extension_released' : 'unchanged';
        }
        if (!ended || !(await isLatestAttempt(tx, payment))) return 'unchanged';
        const cancelled = await cancelUnpaidBooking(tx, {
          bookingId: payment.booking_id,
          reason: status === 'expire' ? 'payment_expired' : 'payment_failed',
          at: now,
          paymentStatus: status as 'deny' | 'cancel' | 'expire' | 'failure',
        });
        return cancelled ? 'cancelled' : 'unchanged';
      }
      case 'refunded':
        // Full or partial, made in the provider's dashboard or echoing the desk's: recorded once each.
        return recordProviderRefunds(tx, log, { payment, answer: notification, noted: record, now });
      default:
        // Pending (or a status staff handle by hand): note it while the attempt is still open.
        await tx
          .update(payments)
          .set(record)
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
        return 'unchanged';
    }
  });
}

async function confirmBooking(
  tx: Db,
  log: FastifyBaseLogger,
  payment: Payment,
  now: Date,
): Promise<ApplyOutcome> {
  const confirmed = await transitionBooking(tx, payment.booking_id, {
    event: 'paid',
    set: { paid_at: now, hold_expires_at: null },
    now,
  });
  if (confirmed) {
    await creditBookingPoints(tx, payment.booking_id);
    await noticeBookingPaid(tx, payment.booking_id);
    return 'confirmed';
  }
  // Paid after the hold was released (a late notification): take the slot back if it is still free.
  try {
    const booking = await tx.transaction(async (savepoint) =>
      transitionBooking(savepoint as unknown as Db, payment.booking_id, {
        event: 'paid_after_release',
        set: { paid_at: now, hold_expires_at: null, cancelled_at: null, cancel_reason: null },
        now,
      }),
    );
    if (!booking) return 'unchanged';
    if (booking.promo_id) await reclaimPromo(tx, booking.promo_id);
    await creditBookingPoints(tx, payment.booking_id);
    await noticeBookingPaid(tx, payment.booking_id);
    return 'reinstated';
  } catch (error) {
    if (findSqlState(error) !== SQLSTATE.exclusionViolation) throw error;
    log.error(
      { orderId: payment.order_id, bookingId: payment.booking_id },
      'payment settled after the hold was released and the slot was taken: refund needed',
    );
    await noticePaidAfterRelease(tx, payment.booking_id, payment.order_id);
    return 'paid_after_release';
  }
}

/** A failed earlier attempt must not cancel a booking whose newer attempt is still open. */
async function isLatestAttempt(tx: Db, payment: Payment): Promise<boolean> {
  const [latest] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.booking_id, payment.booking_id))
    .orderBy(desc(payments.id))
    .limit(1);
  return latest?.id === payment.id;
}

/** An extension paid after its time was given back: the money is recorded, staff refund it. */
async function settleExtensionPayment(
  tx: Db,
  log: FastifyBaseLogger,
  payment: Payment,
): Promise<ApplyOutcome> {
  if (await settleExtension(tx, payment.id)) {
    await noticeBookingExtended(tx, payment.id);
    return 'extension_paid';
  }
  log.error(
    { orderId: payment.order_id, bookingId: payment.booking_id },
    'an extension was paid after its time was given back: refund needed',
  );
  await noticePaidAfterRelease(tx, payment.booking_id, payment.order_id);
  return 'paid_after_release';
}
