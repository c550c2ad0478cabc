import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { askProviderAndApply } from './ask-provider-and-apply';
import type { HoldDeps } from './payment-deps';

/** Each open attempt is asked about at most once a minute, across every process (record 0038). */
export const CHECK_EVERY_MS = 60_000;
/** Attempts asked about in one run: the oldest asked first, so a long queue still moves. */
export const CHECKS_PER_RUN = 50;

/** How many open attempts were asked about, and how many holds that confirmed. */
export type CheckResult = { checked: number; paid: number };

/**
 * Asks the provider about the open payment attempts of live holds and applies what it says, as a
 * notification would (record 0038): a payment whose notification was lost to a crash, or refused by a
 * webhook that failed, confirms its booking within about a minute instead of at the hold's expiry. Holds
 * past their time are the expiry's (jobs/sweeper.ts). Each attempt is first claimed by one guarded update
 * of `provider_checked_at`, which is also the once-a-minute limit. An unreachable provider ends the run:
 * the rest wait for the next one rather than each waiting out its timeout.
 */
export async function checkOpenPayments(deps: HoldDeps, now = new Date()): Promise<CheckResult> {
  const result: CheckResult = { checked: 0, paid: 0 };
  const open = await deps.db
    .select({ id: payments.id, order_id: payments.order_id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.booking_id))
    .where(
      and(
        eq(payments.status, 'pending'),
        // An attempt at another provider (the venue has switched since) is not this one's to ask.
        eq(payments.provider, deps.payments.name),
        eq(bookings.status, 'pending'),
        gt(bookings.hold_expires_at, now),
        isDueForCheck(now),
      ),
    )
    .orderBy(sql`${payments.provider_checked_at} asc nulls first`, asc(payments.id))
    .limit(CHECKS_PER_RUN);
  for (const payment of open) {
    if (!(await claimCheck(deps.db, payment.id, now))) continue;
    result.checked += 1;
    try {
      const outcome = await askProviderAndApply(deps, payment.order_id);
      if (outcome === 'confirmed' || outcome === 'reinstated') result.paid += 1;
    } catch {
      break;
    }
  }
  return result;
}

const isDueForCheck = (now: Date) =>
  or(
    isNull(payments.provider_checked_at),
    lte(payments.provider_checked_at, new Date(now.getTime() - CHECK_EVERY_MS)),
  );

/** One guarded statement: true for the one process that asks about this attempt this minute. */
async function claimCheck(db: Db, paymentId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ provider_checked_at: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'), isDueForCheck(now)))
    .returning({ id: payments.id });
  return claimed.length > 0;
}
