import { findPromoProblem, PROMO_MESSAGES } from '@ruangmain/domain/promos';
import { and, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promos } from '../../db/schema';
import { AppError } from '../../lib/errors';

type Tx = Pick<Db, 'select' | 'update'>;

// A hold counts a use of its promo from the moment it is written (../shared/DESIGN.md "Limited counters");
// the use goes back when the hold is released unpaid, and is counted again if it is paid after all.

/**
 * Counts one use of a promo with a single guarded statement (../shared/DESIGN.md "Limited counters"): of 50
 * bookings racing for the last 5 uses, exactly 5 succeed on either engine. The rest are told why.
 */
export async function claimPromo(tx: Tx, promoId: number, now: Date): Promise<void> {
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
  throw new AppError('validation', findPromoProblem(promo, now) ?? PROMO_MESSAGES.usedUp, {
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
