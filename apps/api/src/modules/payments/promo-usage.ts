import { findPromoProblem, PROMO_MESSAGES } from '@ruangmain/domain/promos';
import { and, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promos } from '../../db/schema/pricing';
import { AppError } from '../../lib/errors';
import { fromDomainText } from '../../texts/domain-text';
import { apiText } from '../../texts/local-text';
import { countCustomerPromoUses, type PromoCustomer } from './promo-customer-uses';

type Tx = Pick<Db, 'select' | 'update'>;

// A hold counts a use of its promo from the moment it is written (../shared/DESIGN.md "Limited counters");
// the use goes back when the hold is released unpaid, and is counted again if it is paid after all.

/**
 * Counts one use of a promo with a single guarded statement (../shared/DESIGN.md "Limited counters"): of 50
 * bookings racing for the last 5 uses, exactly 5 succeed on either engine. The rest are told why.
 *
 * A per-customer limit is counted right after that statement: on PostgreSQL the update holds the
 * promo's row until the booking commits, so a rival booking of the same customer waits, and its count
 * (a new statement under READ COMMITTED) sees the booking that went first. PGlite runs one transaction at
 * a time. Of 20 bookings at once by a customer with 1 use, exactly one is written.
 */
export async function claimPromo(
  tx: Tx,
  promo: { id: number; usage_limit_per_user: number | null },
  customer: PromoCustomer,
  now: Date,
): Promise<void> {
  await claimPromoUse(tx, promo.id, now);
  const limit = promo.usage_limit_per_user;
  if (limit === null) return;
  const uses = await countCustomerPromoUses(tx, promo.id, customer);
  if (uses >= limit) {
    throw new AppError('validation', apiText('promo.perCustomer', { limit }), {
      errors: { promo_code: ['validation.promo'] },
    });
  }
}

async function claimPromoUse(tx: Tx, promoId: number, now: Date): Promise<void> {
  const claimed = await tx
    .update(promos)
    .set({ times_used: sql`${promos.times_used} + 1`, updated_at: now })
    .where(
      and(
        eq(promos.id, promoId),
        eq(promos.is_active, true),
        or(isNull(promos.start_date), lte(promos.start_date, now)),
        or(isNull(promos.end_date), gte(promos.end_date, now)),
        or(isNull(promos.usage_limit), lt(promos.times_used, promos.usage_limit)),
      ),
    )
    .returning({ id: promos.id });
  if (claimed.length > 0) return;
  const [promo] = await tx.select().from(promos).where(eq(promos.id, promoId));
  throw new AppError('validation', fromDomainText(findPromoProblem(promo, now) ?? PROMO_MESSAGES.usedUp), {
    errors: { promo_code: ['validation.promo'] },
  });
}

/** Gives a use back when an unpaid booking is cancelled or expires. */
export async function releasePromo(tx: Tx, promoId: number): Promise<void> {
  await tx
    .update(promos)
    .set({ times_used: sql`${promos.times_used} - 1` })
    .where(and(eq(promos.id, promoId), gt(promos.times_used, 0)));
}

/** The promo was honoured in the price that was paid: count the use again if a use is left. */
export async function reclaimPromo(tx: Tx, promoId: number): Promise<void> {
  await tx
    .update(promos)
    .set({ times_used: sql`${promos.times_used} + 1` })
    .where(
      and(eq(promos.id, promoId), or(isNull(promos.usage_limit), lt(promos.times_used, promos.usage_limit))),
    );
}
