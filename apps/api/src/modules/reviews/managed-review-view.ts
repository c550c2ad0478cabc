import type { ManagedReviewSchema } from '@ruangmain/domain/contracts/admin-reviews';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { bookings } from '../../db/schema/bookings';
import { units } from '../../db/schema/catalogue';
import { reviews } from '../../db/schema/reviews';

export type ManagedReview = z.output<typeof ManagedReviewSchema>;

/** The customer who booked (null for a guest) and the staff member who replied: two joins on users. */
export const reviewer = alias(users, 'reviewer');
const replier = alias(users, 'replier');

/** The columns the back office's list and detail read, each review with its booking and reply. */
export function selectManagedReviews(db: Pick<Db, 'select'>) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      description: reviews.description,
      is_active: reviews.is_active,
      created_at: reviews.created_at,
      reply: reviews.reply,
      replied_at: reviews.replied_at,
      replier_id: replier.id,
      replier_name: replier.name,
      invoice_number: bookings.invoice_number,
      guest_name: bookings.name,
      reviewer_id: reviewer.id,
      reviewer_name: reviewer.name,
      reviewer_username: reviewer.username,
      unit_name: units.name,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.booking_id))
    .leftJoin(reviewer, eq(reviewer.id, bookings.user_id))
    .leftJoin(replier, eq(replier.id, reviews.replied_by))
    .leftJoin(units, eq(units.id, bookings.unit_id))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectManagedReviews>>[number];

export const toManagedReview = (row: Row): ManagedReview => ({
  id: row.id,
  rating: row.rating,
  description: row.description,
  is_active: row.is_active,
  created_at: row.created_at,
  reply: row.reply,
  replied_at: row.replied_at,
  replied_by:
    row.replier_id === null || row.replier_name === null
      ? null
      : { id: row.replier_id, name: row.replier_name },
  invoice_number: row.invoice_number,
  // A customer's account name; a guest has only the name given at booking.
  reviewer:
    row.reviewer_id === null || row.reviewer_name === null
      ? { id: null, name: row.guest_name, username: null }
      : { id: row.reviewer_id, name: row.reviewer_name, username: row.reviewer_username },
  unit_name: row.unit_name,
});

/** One review as the back office shows it, or undefined. */
export async function findManagedReview(db: Pick<Db, 'select'>, where: SQL) {
  const [row] = await selectManagedReviews(db).where(where);
  return row ? toManagedReview(row) : undefined;
}
