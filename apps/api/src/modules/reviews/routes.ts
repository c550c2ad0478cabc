import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireUser } from '../../plugins/authenticate';
import { createReview } from './create-review';

/** Customers rate their finished sessions (spec 2 §3 Review, §7). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/customer/customer-reviews',
    {
      preHandler: requireUser,
      schema: {
        body: z.object({
          invoice_number: z.string({ message: 'The invoice number is required.' }).trim().min(1).max(64),
          // A number, or digits as a string; not true/false, which coercion would read as 1/0.
          rating: z
            .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], {
              message: 'The rating must be a number.',
            })
            .pipe(
              z
                .number()
                .int('The rating must be a whole number.')
                .min(1, 'The rating must be between 1 and 5.')
                .max(5, 'The rating must be between 1 and 5.'),
            ),
          description: z.string().trim().max(1000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const review = await createReview(app.db, { ...request.body, userId: user.id, now: new Date() });
      reply.code(201);
      return { message: 'Thank you for your review!', data: review };
    },
  );
};
