import type { ListPointTransactionsQuerySchema } from '@ruangmain/domain/contracts/points';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pointTransactions } from '../../db/schema/points';
import { toPaginator } from '../../lib/pagination';
import { containsPattern } from '../../lib/search';

type Query = z.output<typeof ListPointTransactionsQuerySchema>;

/** The whole ledger answers at most this many rows (spec 2 §7 "array of point transactions"). */
const WHOLE_LIST_LIMIT = 500;

/**
 * GET /api/customer/point-transactions (spec 2 §2 "Point history"): the customer's ledger, earned or
 * debit (redeemed), searched in the description (which booking or reward), newest or oldest first;
 * a page when `page` is asked, else the bare array. The (user_id, created_at) index serves the order.
 */
export async function listPointTransactions(db: Db, input: { userId: number; query: Query }) {
  const { query } = input;
  const conditions: SQL[] = [eq(pointTransactions.user_id, input.userId)];
  if (query.type !== 'all') conditions.push(eq(pointTransactions.type, query.type));
  if (query.search) conditions.push(ilike(pointTransactions.description, containsPattern(query.search)));
  const where = and(...conditions);
  const order = query.sort === 'oldest' ? asc : desc;
  const rows = db
    .select({
      id: pointTransactions.id,
      type: pointTransactions.type,
      points: pointTransactions.points,
      description: pointTransactions.description,
      booking_id: pointTransactions.booking_id,
      user_reward_id: pointTransactions.user_reward_id,
      created_at: pointTransactions.created_at,
    })
    .from(pointTransactions)
    .where(where)
    .orderBy(order(pointTransactions.created_at), order(pointTransactions.id));
  if (query.page === undefined) return rows.limit(WHOLE_LIST_LIMIT);

  const [data, [total]] = await Promise.all([
    rows.limit(query.per_page).offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(pointTransactions).where(where),
  ]);
  return toPaginator(query.page, query.per_page, total?.value ?? 0, data);
}
