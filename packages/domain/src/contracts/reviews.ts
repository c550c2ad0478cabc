import { z } from 'zod';
import { authedErrorResponses, ErrorResponseSchema, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

/** Customers rate their finished sessions (spec 2 §3 "Review", §7). */

const TAGS = ['reviews'];

/** spec 2 §3 "Review": the invoice of a finished session of one's own, rated 1 to 5 once. */
export const CreateReviewRequestSchema = z.object({
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
});
export type CreateReviewRequest = z.input<typeof CreateReviewRequestSchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  description: z.string(),
  created_at: isoDateTime(),
  invoice_number: z.string(),
});
export type Review = z.input<typeof ReviewSchema>;

export const CreateReviewResponseSchema = z.object({ message: z.string(), data: ReviewSchema });
export type CreateReviewResponse = z.input<typeof CreateReviewResponseSchema>;
export const createReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/customer/customer-reviews',
  body: CreateReviewRequestSchema,
  response: {
    201: CreateReviewResponseSchema,
    ...authedErrorResponses,
    /** Already rated. */
    409: ErrorResponseSchema,
  },
  tags: TAGS,
  summary: 'Rate a finished session of one’s own',
});
