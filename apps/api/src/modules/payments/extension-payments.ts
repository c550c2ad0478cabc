import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { bookingExtensions } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import type { CreatePaymentInput } from '../../providers/payments/payment-provider';
import { apiText } from '../../texts/local-text';
import { changeBooking } from '../booking-lifecycle/lifecycle';
import { transitionPayments } from '../booking-lifecycle/payment-lifecycle';
import type { HoldDeps } from './payment-deps';

// Time added at the desk (record 0023) holds the unit at once and is paid by its own payment row: cash
// on the spot, or a counter QRIS charge. This module owns what that payment's fate does to the time.

type Tx = Pick<Db, 'select' | 'update'>;

/** The extension a payment pays for, if it pays for one. */
export async function findExtensionOfPayment(db: Pick<Db, 'select'>, paymentId: number) {
  const [extension] = await db
    .select({ id: bookingExtensions.id, status: bookingExtensions.status })
    .from(bookingExtensions)
    .where(eq(bookingExtensions.payment_id, paymentId));
  return extension ?? null;
}

/** The payment went through: the time is the customer's. False when it was given back already. */
export async function settleExtension(tx: Tx, paymentId: number): Promise<boolean> {
  const settled = await tx
    .update(bookingExtensions)
    .set({ status: 'paid' })
    .where(and(eq(bookingExtensions.payment_id, paymentId), eq(bookingExtensions.status, 'pending')))
    .returning({ id: bookingExtensions.id });
  return settled.length > 0;
}

/**
 * The payment failed or expired: the booking ends its extension's minutes earlier again (one guarded
 * statement on the extension, so it happens once). Taking the minutes off, rather than writing the old
 * end back, stays right after a move or a later extension.
 */
export async function releaseExtension(tx: Tx, paymentId: number, at: Date): Promise<boolean> {
  const [released] = await tx
    .update(bookingExtensions)
    .set({ status: 'released' })
    .where(and(eq(bookingExtensions.payment_id, paymentId), eq(bookingExtensions.status, 'pending')))
    .returning({ booking_id: bookingExtensions.booking_id, minutes: bookingExtensions.minutes });
  if (!released) return false;
  await changeBooking(tx, released.booking_id, {
    set: { end_at: sql`${bookings.end_at} - make_interval(mins => ${released.minutes})` },
    now: at,
  });
  return true;
}

/**
 * Opens the counter QRIS charge of an extension (the OTS QRIS path) and keeps its QR string on the
 * payment. If the provider refuses, the extension's time is given back at once and the caller told.
 */
export async function startExtensionQris(
  deps: HoldDeps,
  input: { paymentId: number; payment: CreatePaymentInput },
): Promise<{ qr_string: string; qr_image_url: string | null }> {
  try {
    const qris = await deps.payments.createQrisPayment(input.payment);
    await deps.db
      .update(payments)
      .set({
        qr_string: qris.qrString,
        provider_transaction_id: qris.transactionId,
        ...(qris.expiresAt ? { expires_at: qris.expiresAt } : {}),
      })
      .where(eq(payments.id, input.paymentId));
    return { qr_string: qris.qrString, qr_image_url: qris.qrImageUrl };
  } catch (error) {
    deps.log.error({ err: error, orderId: input.payment.orderId }, 'payment provider refused the extension');
    const at = new Date();
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await transitionPayments(tx, eq(payments.id, input.paymentId), {
        event: 'failed',
        set: { updated_at: at },
      });
      await releaseExtension(tx, input.paymentId, at);
    });
    throw new AppError('provider_unavailable', apiText('payment.gatewayUnavailable'));
  }
}
