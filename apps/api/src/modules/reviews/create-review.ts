import { isSessionFinished } from '@ruangmain/domain/booking-history';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { AppError, findSqlState, SQLSTATE } from '../../lib/errors';
import { apiText } from '../../texts/local-text';

export type ReviewInput = { invoice_number: string; rating: number; description?: string | undefined };

/**
 * POST /api/customer/customer-reviews (spec 2 §3 Review): the owner rates a session once, 1 to 5,
 * when it is finished (booking-history.ts isSessionFinished). Two reviews at once
 * leave one: the unique booking key refuses the second with 409.
 */
export async function createReview(db: Db, input: ReviewInput & { userId: number; now: Date }) {
  const [booking] = await db
    .select({ id: bookings.id, status: bookings.status, end_at: bookings.end_at })
    .from(bookings)
    .where(and(eq(bookings.invoice_number, input.invoice_number.trim()), eq(bookings.user_id, input.userId)));
  if (!booking) throw new AppError('not_found', apiText('booking.invoiceNotFound'));
  if (!isSessionFinished({ status: booking.status, endAt: booking.end_at }, input.now))
    throw new AppError('validation', apiText('review.notEnded'), {
      errors: { invoice_number: ['validation.completed'] },
    });
  try {
    const [review] = await db
      .insert(reviews)
      .values({
        booking_id: booking.id,
        user_id: input.userId,
        rating: input.rating,
        description: input.description ?? '',
      })
      .returning({
        id: reviews.id,
        rating: reviews.rating,
        description: reviews.description,
        created_at: reviews.created_at,
      });
    return { ...review, invoice_number: input.invoice_number.trim() };
  } catch (error) {
    if (findSqlState(error) === SQLSTATE.uniqueViolation)
      throw new AppError('conflict', apiText('review.alreadyRated'));
    throw error;
  }
}
