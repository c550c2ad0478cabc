import { createReviewEndpoint } from '@ruangmain/domain/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth, requireUser } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { sayTo } from '../../texts/request-language';
import { createReview } from './create-review';

/** Customers rate their finished sessions (spec 2 §3 Review, §7). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, createReviewEndpoint, { preHandler: requireUser }, async (request, reply) => {
    const { user } = currentAuth(request);
    const review = await createReview(app.db, { ...request.body, userId: user.id, now: new Date() });
    reply.code(201);
    return { message: sayTo(request, apiText('review.thanks')), data: review };
  });
};
