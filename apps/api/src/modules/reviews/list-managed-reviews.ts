import type { ListManagedReviewsQuerySchema } from '@ruangmain/domain/contracts/admin-reviews';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { toPaginator } from '../../lib/pagination';
import { matchTextOrPhone } from '../../lib/search';
import { reviewer, selectManagedReviews, toManagedReview } from './managed-review-view';

type Query = z.output<typeof ListManagedReviewsQuerySchema>;

const SORT_COLUMNS = { created_at: reviews.created_at, rating: reviews.rating } as const;

/**
 * GET /api/admin/customer-reviews: every review, hidden ones too. `search` finds the customer (name,
 * username, phone), a guest's name, an invoice number or words of the review.
 */
export async function listManagedReviews(db: Db, query: Query) {
  const conditions: SQL[] = [];
  if (query.visibility) conditions.push(eq(reviews.is_active, query.visibility === 'visible'));
  if (query.rating !== undefined) conditions.push(eq(reviews.rating, query.rating));
  if (query.search) {
    conditions.push(
      matchTextOrPhone(query.search, {
        textColumns: [
          reviewer.name,
          reviewer.username,
          bookings.name,
          bookings.invoice_number,
          reviews.description,
        ],
        phoneColumn: reviewer.phone,
      }),
    );
  }
  const where = and(...conditions);
  const order = query.direction === 'asc' ? asc : desc;

  const [totals] = await db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.booking_id))
    .leftJoin(reviewer, eq(reviewer.id, bookings.user_id))
    .where(where);
  const rows = await selectManagedReviews(db)
    .where(where)
    // The id breaks ties, so a page never repeats or skips a review.
    .orderBy(order(SORT_COLUMNS[query.sort]), order(reviews.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return toPaginator(query.page, query.per_page, totals?.total ?? 0, rows.map(toManagedReview));
}
