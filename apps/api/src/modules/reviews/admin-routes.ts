import {
  getManagedReviewRoute,
  hideManagedReviewRoute,
  listManagedReviewsRoute,
  updateManagedReviewRoute,
} from '@ruangmain/domain/contracts/manage-reviews';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviews } from '../../db/schema/reviews';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit/record-audit';
import { requestActor } from '../manage/request-actor';
import { listManagedReviews } from './list-managed-reviews';
import { findManagedReview } from './managed-review-view';
import { updateManagedReview } from './update-managed-review';

const ADMINS = { roles: ['admin'] } as const;

/**
 * The admins' reviews inside the staff scope (plugins/staff-scope.ts; paths relative to /api/admin).
 * A review is the customer's: there is no create, and DELETE hides it.
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/customer-reviews', { schema: listManagedReviewsRoute, config: ADMINS }, async (request) =>
    listManagedReviews(app.db, request.query),
  );

  app.get('/customer-reviews/:id', { schema: getManagedReviewRoute, config: ADMINS }, async (request) => {
    const review = await findManagedReview(app.db, eq(reviews.id, request.params.id));
    if (!review) throw new AppError('not_found', 'Review not found.');
    return { message: 'Review.', data: review };
  });

  const update = (
    id: number,
    change: Parameters<typeof updateManagedReview>[1]['change'],
    actor: AuditActor,
  ) => updateManagedReview(app.db, { id, change, actor, now: new Date() });

  app.patch(
    '/customer-reviews/:id',
    { schema: updateManagedReviewRoute, config: ADMINS },
    async (request) => ({
      message: 'Review saved.',
      data: await update(request.params.id, request.body, requestActor(request)),
    }),
  );

  app.delete('/customer-reviews/:id', { schema: hideManagedReviewRoute, config: ADMINS }, async (request) => {
    await update(request.params.id, { is_active: false, reply: undefined }, requestActor(request));
    return {
      message: 'Reviews are the customer’s and are never deleted: this one is hidden.',
      deleted: false,
    };
  });
};
