import type {
  AdminPromoSchema,
  PROMO_SORTS,
  PromoBodySchema,
  PromoUpdateSchema,
} from '@ruangmain/domain/contracts/admin-pricing';
import { count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { promos } from '../../db/schema/pricing';
import { AppError, findSqlState, SQLSTATE } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { apiText, nounText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { type CollectionQuery, listCollection } from '../manage/list-collection';
import { findRow, type ManagedTable, type RowOf } from '../manage/managed-table';
import { createRow, removeRow, updateRow } from '../manage/write-collection';

/** The back office's promos (issue 17): spec 2 §3's fields and the venue's own rules. */
export const managedPromos: ManagedTable<typeof promos> = {
  table: promos,
  subject: 'promo',
  noun: 'promo',
  label: (row) => row.promo_code,
  uniqueField: 'promo_code',
};

type PromoRow = RowOf<typeof promos>;
type AdminPromo = z.output<typeof AdminPromoSchema>;

/** The rows as the contract answers them, with how many bookings and food orders name each. */
async function presentPromos(db: Db, rows: PromoRow[]): Promise<AdminPromo[]> {
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ promo_id: bookings.promo_id, value: count() })
          .from(bookings)
          .where(inArray(bookings.promo_id, ids))
          .groupBy(bookings.promo_id);
  const byId = new Map(counts.map((entry) => [entry.promo_id, entry.value]));
  return rows.map((row) => ({
    id: row.id,
    promo_code: row.promo_code,
    description: row.description,
    percentage: row.percentage,
    is_active: row.is_active,
    start_date: row.start_date,
    end_date: row.end_date,
    usage_limit: row.usage_limit,
    times_used: row.times_used,
    usage_limit_per_user: row.usage_limit_per_user,
    min_spend: row.min_spend,
    applies_to: row.applies_to,
    bookings_count: byId.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const presentOne = async (db: Db, row: PromoRow) => ({
  data: (await presentPromos(db, [row]))[0] as AdminPromo,
});

export function listPromos(db: Db, query: CollectionQuery<(typeof PROMO_SORTS)[number]>) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return listCollection(db, {
    table: promos,
    query,
    sortColumns: {
      created_at: promos.created_at,
      promo_code: promos.promo_code,
      percentage: promos.percentage,
      end_date: promos.end_date,
      times_used: promos.times_used,
      is_active: promos.is_active,
    },
    where: pattern ? or(ilike(promos.promo_code, pattern), ilike(promos.description, pattern)) : undefined,
    present: (rows) => presentPromos(db, rows),
  });
}

export const getPromo = async (db: Db, id: number) => presentOne(db, await findRow(db, managedPromos, id));

export async function createPromo(db: Db, actor: AuditActor, body: z.output<typeof PromoBodySchema>) {
  const row = await createRow(db, managedPromos, { actor, values: body });
  return { ...(await presentOne(db, row)), message: apiText('manage.added', { noun: nounText('promo') }) };
}

/**
 * Changes a promo. The dates are checked against what is kept (an end moved before the stored start
 * is refused), and a usage limit may not fall below the uses already counted: those bookings exist.
 */
export async function updatePromo(
  db: Db,
  actor: AuditActor,
  id: number,
  body: z.output<typeof PromoUpdateSchema>,
) {
  const current = await findRow(db, managedPromos, id);
  const start = body.start_date === undefined ? current.start_date : body.start_date;
  const end = body.end_date === undefined ? current.end_date : body.end_date;
  if (start && end && end.getTime() < start.getTime()) {
    throw new AppError('validation', apiText('promoAdmin.endBeforeStart'), {
      errors: { end_date: ['validation.after_or_equal'] },
    });
  }
  if (body.usage_limit != null && body.usage_limit < current.times_used)
    refuseLimitBelowUses(current.times_used);
  try {
    const row = await updateRow(db, managedPromos, { actor, id, changes: body });
    return { ...(await presentOne(db, row)), message: apiText('manage.saved', { noun: nounText('promo') }) };
  } catch (error) {
    // A booking took a use between the check above and the update: the database's check says so.
    if (findSqlState(error) === SQLSTATE.checkViolation) refuseLimitBelowUses(current.times_used + 1);
    throw error;
  }
}

function refuseLimitBelowUses(timesUsed: number): never {
  throw new AppError('validation', apiText('promoAdmin.limitBelowUses', { timesUsed }), {
    errors: { usage_limit: ['validation.min.numeric'] },
  });
}

/** A promo bookings name is deactivated: customers can no longer use it, their invoices keep it. */
export const removePromo = (db: Db, actor: AuditActor, id: number) =>
  removeRow(db, managedPromos, {
    actor,
    id,
    deactivate: { is_active: false },
    findReference: async (tx, row) => {
      const [used] = await tx.select({ value: count() }).from(bookings).where(eq(bookings.promo_id, row.id));
      return (used?.value ?? 0) > 0 ? 'bookings' : null;
    },
  });
