import { findPromoProblem, normalizePromoCode, PROMO_MESSAGES } from '@ruangmain/domain/promos';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fnbs, promos, serviceFees, taxes } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type OrderedItem = { fnb_id: number; name: string; price: number; quantity: number };
export type AppliedPromo = { id: number; promo_code: string; percentage: number };

/** Food lines priced from the menu (never from the client); duplicates merge, sold-out items refuse. */
export async function loadOrderedItems(
  db: Db,
  lines: ReadonlyArray<{ id: number; quantity: number }>,
): Promise<OrderedItem[]> {
  if (lines.length === 0) return [];
  const quantities = new Map<number, number>();
  for (const line of lines) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  const rows = await db
    .select({ id: fnbs.id, name: fnbs.name, price: fnbs.price, is_available: fnbs.is_available })
    .from(fnbs)
    .where(inArray(fnbs.id, [...quantities.keys()]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...quantities].map(([id, quantity]) => {
    const item = byId.get(id);
    if (!item) {
      throw new AppError('validation', 'The selected food or drink item does not exist.', {
        errors: { fnbs: ['validation.exists'] },
      });
    }
    if (!item.is_available) {
      throw new AppError('validation', `${item.name} is sold out.`, {
        errors: { fnbs: ['validation.available'] },
      });
    }
    return { fnb_id: id, name: item.name, price: item.price, quantity };
  });
}

/** The active PB1 percentage (the first active tax, spec 2 §7) and the active service fee amounts. */
export async function loadCharges(db: Db): Promise<{ taxPercentage: number; serviceFees: number[] }> {
  const [tax] = await db
    .select({ percentage: taxes.percentage })
    .from(taxes)
    .where(eq(taxes.is_active, true))
    .orderBy(asc(taxes.id))
    .limit(1);
  const fees = await db
    .select({ amount: serviceFees.amount })
    .from(serviceFees)
    .where(eq(serviceFees.is_active, true));
  return { taxPercentage: tax?.percentage ?? 0, serviceFees: fees.map((fee) => fee.amount) };
}

/**
 * The promo a booking names by id or code, checked in spec 2 §5's order. Usage is only counted when
 * the booking is written (see claimPromo), so a check here can still lose the last use to a rival.
 */
export async function loadPromo(
  db: Db,
  reference: { promo_id?: number | null; promo_code?: string | undefined },
  now: Date,
): Promise<AppliedPromo | null> {
  const code = reference.promo_code ? normalizePromoCode(reference.promo_code) : '';
  if (!reference.promo_id && !code) return null;
  const [promo] = await db
    .select()
    .from(promos)
    .where(reference.promo_id ? eq(promos.id, reference.promo_id) : eq(promos.promo_code, code))
    .limit(1);
  const problem = findPromoProblem(promo, now);
  if (problem || !promo) {
    throw new AppError('validation', problem ?? PROMO_MESSAGES.notFound, {
      errors: { promo_code: ['validation.promo'] },
    });
  }
  return { id: promo.id, promo_code: promo.promo_code, percentage: promo.percentage };
}
