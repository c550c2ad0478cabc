import type { UpdateManagedReviewRequestSchema } from '@ruangmain/domain/contracts/admin-reviews';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { AppError } from '../../lib/errors';
import { apiText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { listManagedReviews } from './list-managed-reviews';
import { findManagedReview } from './managed-review-view';
import { updateManagedReview } from './update-managed-review';

/**
 * The reviews screen's collection, as `registerCollection` calls it. A review is the customer's:
 * there is no create, and DELETE hides it.
 */
export const managedReviewOperations = {
  list: listManagedReviews,
  get: async (db: Db, id: number) => {
    const review = await findManagedReview(db, eq(reviews.id, id));
    if (!review) throw new AppError('not_found', apiText('review.notFound'));
    return { message: 'Review.', data: review };
  },
  update: async (
    db: Db,
    actor: AuditActor,
    id: number,
    change: z.output<typeof UpdateManagedReviewRequestSchema>,
  ) => ({
    message: apiText('manage.reviewSaved'),
    data: await updateManagedReview(db, { id, change, actor, now: new Date() }),
  }),
  remove: async (db: Db, actor: AuditActor, id: number) => {
    await updateManagedReview(db, {
      id,
      change: { is_active: false, reply: undefined },
      actor,
      now: new Date(),
    });
    return {
      message: apiText('manage.reviewHidden'),
      deleted: false,
    };
  },
};
