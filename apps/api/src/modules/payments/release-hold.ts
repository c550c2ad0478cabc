import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { transitionPayments } from '../booking-lifecycle/payment-lifecycle';
import type { ApplyOutcome } from './apply-payment-status';
import { askProviderAndApply } from './ask-provider-and-apply';
import { type CancelReason, cancelUnpaidBooking } from './cancel-unpaid-booking';
import type { HoldDeps } from './payment-deps';

/**
 * How the booking stands afterwards, and whether this call is what moved it there: a hold released
 * (or found paid) by a rival process at the same moment is not counted twice (jobs/sweeper.ts).
 */
export type ReleaseResult = {
  status: 'paid' | 'cancelled' | 'not_pending' | 'provider_unreachable';
  changed: boolean;
};

/**
 * Ends an unpaid hold (../shared/DESIGN.md "Payment state"). The provider is asked first: a payment that went
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
    let applied: ApplyOutcome | null = null;
    try {
      applied = await askProviderAndApply(deps, payment.order_id);
    } catch {
      if (input.whenUnreachable === 'wait') return { status: 'provider_unreachable', changed: false };
    }
    const current = await readStatus(db, input.bookingId);
    if (current !== 'pending') {
      const changed = applied === 'confirmed' || applied === 'reinstated' || applied === 'cancelled';
      return { status: describeSettled(current), changed };
    }
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
  if (cancelled) return { status: 'cancelled', changed: true };
  // Not pending any more: released by a rival, or paid meanwhile (a notification that arrived while
  // the provider was being told to cancel), which the caller must not report as cancelled.
  return { status: describeSettled(await readStatus(db, input.bookingId)), changed: false };
}

/**
 * Closes the payment attempts a hold left open when it was released without asking the provider
 * (release-expired-holds.ts), as releaseHold would have: a payment that went through confirms the
 * booking again if its slot is still free (apply-payment-status.ts), an order still open is expired
 * at the provider. Unreachable, the attempts stay open for a later try. 'paid' when the booking is
 * paid after all.
 */
export async function closeReleasedPayments(
  deps: HoldDeps,
  bookingId: number,
): Promise<'closed' | 'paid' | 'provider_unreachable'> {
  const open = await deps.db
    .select({ id: payments.id, order_id: payments.order_id, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.booking_id, bookingId), eq(payments.status, 'pending')));
  let outcome: 'closed' | 'paid' = 'closed';
  for (const payment of open) {
    // An attempt at another provider (the venue has switched since) is not this one's to ask.
    if (payment.provider === deps.payments.name) {
      let applied: ApplyOutcome | null;
      try {
        applied = await askProviderAndApply(deps, payment.order_id);
      } catch {
        return 'provider_unreachable';
      }
      if (applied === 'confirmed' || applied === 'reinstated') outcome = 'paid';
      if (await isOpen(deps.db, payment.id)) {
        await deps.payments.expire(payment.order_id).catch((error: unknown) => {
          deps.log.warn({ err: error, orderId: payment.order_id }, 'payment provider expire failed');
        });
      }
    }
    await transitionPayments(deps.db, eq(payments.id, payment.id), {
      event: 'expired',
      set: { updated_at: new Date() },
    });
  }
  return outcome;
}

async function isOpen(db: Db, paymentId: number): Promise<boolean> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  return row?.status === 'pending';
}

/** A booking that has left 'pending' is either released or paid (and maybe played since). */
function describeSettled(status: Awaited<ReturnType<typeof readStatus>>): ReleaseResult['status'] {
  if (status === 'cancelled') return 'cancelled';
  return status ? 'paid' : 'not_pending';
}

async function readStatus(db: Db, bookingId: number) {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.status ?? null;
}
