import type { CustomerReview } from '@ruangmain/domain/contracts/catalogue';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { reviews } from '../../db/schema/reviews';
import { toPaginator } from '../../lib/pagination';

/**
 * Active reviews, newest first, each with the booking's bookable (the customer, or the guest's name)
 * and unit name, for the reviewer rules of spec 1 §3 Review.
 */
export async function listReviews(db: Db, page: number, perPage: number) {
  const where = eq(reviews.is_active, true);
  const [totals] = await db.select({ total: count() }).from(reviews).where(where);
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      description: reviews.description,
      is_active: reviews.is_active,
      created_at: reviews.created_at,
      reply: reviews.reply,
      booking_id: bookings.id,
      guest_name: bookings.name,
      user_id: users.id,
      user_name: users.name,
      username: users.username,
      unit_name: units.name,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.booking_id))
    .leftJoin(users, and(eq(users.id, bookings.user_id)))
    .leftJoin(units, eq(units.id, bookings.unit_id))
    .where(where)
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);

  const total = totals?.total ?? 0;
  const data = rows.map(
    (row): CustomerReview => ({
      id: row.id,
      rating: row.rating,
      description: row.description,
      is_active: row.is_active,
      created_at: row.created_at.toISOString(),
      reply: row.reply,
      booking: {
        id: row.booking_id,
        bookable_type: row.user_id === null ? 'guest' : 'user',
        bookable_id: row.user_id,
        // A customer's account name and username; a guest has only the name given at booking.
        bookable:
          row.user_id === null
            ? { name: row.guest_name, username: null }
            : { name: row.user_name, username: row.username },
        unit: row.unit_name === null ? null : { name: row.unit_name },
      },
    }),
  );
  return toPaginator(page, perPage, total, data);
}
