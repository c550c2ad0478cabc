import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { applyPaymentStatus } from '../payments/apply-payment-status';
import { type CancelReason, cancelUnpaidBooking } from './cancel-unpaid-booking';

export type HoldDeps = { db: Db; log: FastifyBaseLogger; payments: PaymentProvider };

export type ReleaseResult = 'paid' | 'cancelled' | 'not_pending' | 'provider_unreachable';

/**
 * Ends an unpaid hold (DESIGN.md "Payment state"). The provider is asked first: a payment that went
 * through but whose notification has not arrived confirms the booking instead. Otherwise the order is
 * cancelled (or expired) at the provider and the booking released. When the provider cannot be
 * reached, `whenUnreachable: 'wait'` leaves the hold for a later try (the sweeper); 'release' goes on,
 * and a payment that still settles later reinstates the booking if its slot is free.
 */
export async function releaseHold(
  deps: HoldDeps,
  input: {
    bookingId: number;
    reason: CancelReason;
    providerAction: 'cancel' | 'expire';
    whenUnreachable: 'wait' | 'release';
  },
): Promise<ReleaseResult> {
  const { db, log } = deps;
  const [payment] = await db
    .select({ order_id: payments.order_id, provider: payments.provider, status: payments.status })
    .from(payments)
    .where(eq(payments.booking_id, input.bookingId))
    .orderBy(desc(payments.id))
    .limit(1);

  if (payment?.status === 'pending' && payment.provider === deps.payments.name) {
    try {
      const status = await deps.payments.getStatus(payment.order_id);
      if (status) await applyPaymentStatus(deps, status);
    } catch (error) {
      log.warn({ err: error, orderId: payment.order_id }, 'payment provider status check failed');
      if (input.whenUnreachable === 'wait') return 'provider_unreachable';
    }
    const current = await readStatus(db, input.bookingId);
    if (current !== 'pending')
      return current === 'cancelled' ? 'cancelled' : current ? 'paid' : 'not_pending';
    await deps.payments[input.providerAction](payment.order_id).catch((error: unknown) => {
      log.warn({ err: error, orderId: payment.order_id }, `payment provider ${input.providerAction} failed`);
    });
  }

  const cancelled = await db.transaction((tx) =>
    cancelUnpaidBooking(tx, {
      bookingId: input.bookingId,
      reason: input.reason,
      at: new Date(),
      paymentStatus: input.providerAction,
    }),
  );
  if (cancelled) return 'cancelled';
  const current = await readStatus(db, input.bookingId);
  return current === 'cancelled' ? 'cancelled' : 'not_pending';
}

async function readStatus(db: Db, bookingId: number) {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.status ?? null;
}
