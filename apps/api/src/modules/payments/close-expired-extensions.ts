import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingExtensions } from '../../db/schema/desk';
import { payments } from '../../db/schema/payments';
import { transitionPayments } from '../booking-lifecycle/payment-lifecycle';
import { applyPaymentStatus } from './apply-payment-status';
import { findExtensionOfPayment, releaseExtension } from './extension-payments';
import type { HoldDeps } from './payment-deps';

const EXTENSIONS_PER_RUN = 100;

/**
 * The sweeper's part of extensions (record 0023): QRIS charges past their expiry without a word from
 * the provider. Each order is asked for and what it says applied (an expiry gives the time back, a
 * payment keeps it); one still open is expired at the provider and its time given back. Unreachable,
 * it waits for the next run. Resolves to how many extensions were settled either way.
 */
export async function closeExpiredExtensions(deps: HoldDeps, now: Date): Promise<number> {
  const open = await deps.db
    .select({ id: payments.id, order_id: payments.order_id, provider: payments.provider })
    .from(payments)
    .innerJoin(bookingExtensions, eq(bookingExtensions.payment_id, payments.id))
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(bookingExtensions.status, 'pending'),
        lte(payments.expires_at, now),
      ),
    )
    .limit(EXTENSIONS_PER_RUN);
  let closed = 0;
  for (const payment of open) {
    // An order at another provider (the venue has switched since) is not this one's to ask.
    if (payment.provider === deps.payments.name) {
      try {
        const status = await deps.payments.getStatus(payment.order_id);
        if (status) await applyPaymentStatus(deps, status);
        if ((await findExtensionOfPayment(deps.db, payment.id))?.status === 'pending') {
          await deps.payments.expire(payment.order_id);
        }
      } catch (error) {
        deps.log.warn({ err: error, orderId: payment.order_id }, 'extension payment check failed');
        continue;
      }
    }
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const ended = await transitionPayments(tx, eq(payments.id, payment.id), {
        event: 'expired',
        set: { updated_at: now },
      });
      if (ended.length > 0) await releaseExtension(tx, payment.id, now);
    });
    if ((await findExtensionOfPayment(deps.db, payment.id))?.status !== 'pending') closed += 1;
  }
  return closed;
}
