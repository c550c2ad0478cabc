import {
  findPromoProblem,
  findPromoUseProblem,
  normalizePromoCode,
  PROMO_MESSAGES,
  type PromoRules,
  type PromoUse,
} from '@ruangmain/domain/promos';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fnbs } from '../../db/schema/food';
import { promos, serviceFees, taxes } from '../../db/schema/pricing';
import { AppError } from '../../lib/errors';
import { fromDomainText } from '../../texts/domain-text';
import { apiText, type LocalText } from '../../texts/local-text';
import { countCustomerPromoUses } from '../payments/promo-customer-uses';

/**
 * The facts every price is made of (spec 2 §7, §9): the menu's prices, the active taxes and service
 * fees, and promos. The public pricing routes show them; bookings and food orders charge with them.
 */

export type OrderedItem = { fnb_id: number; name: string; price: number; quantity: number };
export type AppliedPromo = PromoRules & { id: number; promo_code: string; percentage: number };

/** Active taxes, oldest first: the first is the PB1 applied to food (spec 2 §7). */
export function listActiveTaxes(db: Db) {
  return db
    .select({ id: taxes.id, name: taxes.name, percentage: taxes.percentage, is_active: taxes.is_active })
    .from(taxes)
    .where(eq(taxes.is_active, true))
    .orderBy(asc(taxes.id));
}

/** Active service fees, oldest first; all of them are added to a booking (spec 2 §9). */
export function listActiveServiceFees(db: Db) {
  return db
    .select({
      id: serviceFees.id,
      name: serviceFees.name,
      amount: serviceFees.amount,
      is_active: serviceFees.is_active,
    })
    .from(serviceFees)
    .where(eq(serviceFees.is_active, true))
    .orderBy(asc(serviceFees.id));
}

/** The active PB1 percentage (the first active tax) and the active service fee amounts. */
export async function loadCharges(db: Db): Promise<{ taxPercentage: number; serviceFees: number[] }> {
  const [activeTaxes, fees] = await Promise.all([listActiveTaxes(db), listActiveServiceFees(db)]);
  return { taxPercentage: activeTaxes[0]?.percentage ?? 0, serviceFees: fees.map((fee) => fee.amount) };
}

/** A promo with its validity fields (spec 2 §3 "Promo"), or undefined. */
async function findPromo(db: Db, where: SQL) {
  const [promo] = await db
    .select({
      id: promos.id,
      promo_code: promos.promo_code,
      description: promos.description,
      percentage: promos.percentage,
      is_active: promos.is_active,
      start_date: promos.start_date,
      end_date: promos.end_date,
      times_used: promos.times_used,
      usage_limit: promos.usage_limit,
      usage_limit_per_user: promos.usage_limit_per_user,
      min_spend: promos.min_spend,
      applies_to: promos.applies_to,
    })
    .from(promos)
    .where(where)
    .limit(1);
  return promo;
}

export const refusePromo = (message: LocalText) =>
  new AppError('validation', message, { errors: { promo_code: ['validation.promo'] } });

/**
 * The promo a customer types, if it can be used now (GET /api/public/promos): an unknown code is 404,
 * an unusable one 422 with spec 2 §5's message, checked in its order, then the venue's rules on the
 * order described (`use`, when the page sends it: its subtotals and the signed-in customer's uses).
 */
export async function checkPromoCode(db: Db, typed: string, now: Date, use?: PromoUse) {
  const code = normalizePromoCode(typed);
  const promo = code ? await findPromo(db, eq(promos.promo_code, code)) : undefined;
  const problem = findPromoProblem(promo, now);
  if (!promo || problem === PROMO_MESSAGES.notFound)
    throw new AppError('not_found', apiText('promo.notFound'));
  if (problem) throw refusePromo(fromDomainText(problem));
  const useProblem = use ? findPromoUseProblem(promo, use) : null;
  if (useProblem) throw refusePromo(fromDomainText(useProblem));
  return promo;
}

/** A signed-in customer's live or paid uses of the promo of that code (0 for an unknown code). */
export async function countCustomerUsesOfCode(
  db: Db,
  typed: string,
  user: { id: number; phone: string },
): Promise<number> {
  const promo = await findPromo(db, eq(promos.promo_code, normalizePromoCode(typed)));
  return promo ? countCustomerPromoUses(db, promo.id, { userId: user.id, phone: user.phone }) : 0;
}

/**
 * Refuses a promo whose scope or minimum spend the order does not meet (422, the venue's message). The
 * per-customer limit is counted where the use is claimed (payments' claimPromo), after the promo's row
 * is locked, so that two bookings at once cannot both take a customer's last use.
 */
export function refuseUnfitPromo(
  promo: AppliedPromo | null,
  subtotals: Pick<PromoUse, 'sessionSubtotal' | 'fnbSubtotal'>,
): void {
  const problem = promo ? findPromoUseProblem(promo, { ...subtotals, customerUses: null }) : null;
  if (problem) throw refusePromo(fromDomainText(problem));
}

/**
 * The promo a booking names by id or code, checked in spec 2 §5's order. Usage is only counted when
 * the booking is written (payments' claimPromo), so a check here can still lose the last use to a rival.
 */
export async function loadPromo(
  db: Db,
  reference: { promo_id?: number | null; promo_code?: string | undefined },
  now: Date,
): Promise<AppliedPromo | null> {
  const code = reference.promo_code ? normalizePromoCode(reference.promo_code) : '';
  if (!reference.promo_id && !code) return null;
  const promo = await findPromo(
    db,
    reference.promo_id ? eq(promos.id, reference.promo_id) : eq(promos.promo_code, code),
  );
  const problem = findPromoProblem(promo, now);
  if (problem || !promo) throw refusePromo(problem ? fromDomainText(problem) : apiText('promo.notFound'));
  return {
    id: promo.id,
    promo_code: promo.promo_code,
    percentage: promo.percentage,
    usage_limit_per_user: promo.usage_limit_per_user,
    min_spend: promo.min_spend,
    applies_to: promo.applies_to,
  };
}

/**
 * Food lines priced from the menu (never from the client); duplicates merge, sold-out items refuse.
 * `holdMenu` (inside the order's transaction) keeps the items as read until it commits: staff marking
 * one sold out at that moment waits for the order, or the order sees it sold out and is refused.
 */
export async function loadOrderedItems(
  db: Db,
  lines: ReadonlyArray<{ id: number; quantity: number }>,
  options: { holdMenu?: boolean } = {},
): Promise<OrderedItem[]> {
  if (lines.length === 0) return [];
  const quantities = new Map<number, number>();
  for (const line of lines) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  const query = db
    .select({ id: fnbs.id, name: fnbs.name, price: fnbs.price, is_available: fnbs.is_available })
    .from(fnbs)
    .where(inArray(fnbs.id, [...quantities.keys()]));
  const rows = await (options.holdMenu ? query.for('share') : query);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...quantities].map(([id, quantity]) => {
    const item = byId.get(id);
    if (!item) {
      throw new AppError('validation', apiText('food.itemMissing'), {
        errors: { fnbs: ['validation.exists'] },
      });
    }
    if (!item.is_available) {
      throw new AppError('validation', apiText('food.soldOut', { item: item.name }), {
        errors: { fnbs: ['validation.available'] },
      });
    }
    return { fnb_id: id, name: item.name, price: item.price, quantity };
  });
}
