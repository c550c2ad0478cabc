import { z } from 'zod';
import { AdminIdParamsSchema, adminListQuery, type Collection, DeleteResponseSchema } from './collection';
import { authedErrorResponses, isoDateTime, paginatorSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The admins' reviews under /api/admin/customer-reviews: find, hide or show (spec 1 §5: the home page
 * shows active ones only) and answer in a short reply shown under the review. A review is the
 * customer's: DELETE hides it, nothing deletes it.
 */

const TAGS = ['admin'];

/** The reply's length the home page has room for. */
export const REVIEW_REPLY_MAX = 500;

export const REVIEW_SORTS = ['created_at', 'rating'] as const;

export const ListManagedReviewsQuerySchema = adminListQuery(REVIEW_SORTS).extend({
  visibility: z
    .enum(['visible', 'hidden'], { message: 'The visibility must be visible or hidden.' })
    .optional(),
  rating: z.coerce
    .number({ message: 'The rating must be a number.' })
    .int('The rating must be between 1 and 5.')
    .min(1, 'The rating must be between 1 and 5.')
    .max(5, 'The rating must be between 1 and 5.')
    .optional(),
});
export type ListManagedReviewsQuery = z.input<typeof ListManagedReviewsQuerySchema>;

export const ManagedReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  description: z.string(),
  is_active: z.boolean(),
  created_at: isoDateTime(),
  reply: z.string().nullable(),
  replied_at: isoDateTime().nullable(),
  /** Who wrote the reply; null once their account is gone. */
  replied_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  invoice_number: z.string(),
  /** The customer, or the guest's name given at booking (id and username null). */
  reviewer: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    username: z.string().nullable(),
  }),
  unit_name: z.string().nullable(),
});
export type ManagedReview = z.input<typeof ManagedReviewSchema>;

export const ListManagedReviewsResponseSchema = paginatorSchema(ManagedReviewSchema);
export type ListManagedReviewsResponse = z.input<typeof ListManagedReviewsResponseSchema>;

/**
 * Shown or hidden, and the reply: trimmed, at most 500 characters; empty or null removes it.
 * At least one of the two.
 */
export const UpdateManagedReviewRequestSchema = z
  .object({
    is_active: z.boolean({ message: 'The is active field must be true or false.' }).optional(),
    reply: z
      .string({ message: 'The reply must be text.' })
      .trim()
      .max(REVIEW_REPLY_MAX, `The reply may not be greater than ${REVIEW_REPLY_MAX} characters.`)
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
  })
  .refine((body) => body.is_active !== undefined || body.reply !== undefined, {
    message: 'Send is_active, reply or both.',
    path: ['is_active'],
    params: { code: 'validation.required_without' },
  });
export type UpdateManagedReviewRequest = z.input<typeof UpdateManagedReviewRequestSchema>;

export const ManagedReviewResponseSchema = z.object({ message: z.string(), data: ManagedReviewSchema });
export type ManagedReviewResponse = z.input<typeof ManagedReviewResponseSchema>;

export const listManagedReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/customer-reviews',
  query: ListManagedReviewsQuerySchema,
  response: { 200: ListManagedReviewsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Reviews, visible and hidden: searched, filtered, sorted, paged (admins)',
});

export const getManagedReviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/customer-reviews/:id',
  params: AdminIdParamsSchema,
  response: { 200: ManagedReviewResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'One review with its reply (admins)',
});

export const updateManagedReviewEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/customer-reviews/:id',
  params: AdminIdParamsSchema,
  body: UpdateManagedReviewRequestSchema,
  response: { 200: ManagedReviewResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Hide or show a review, and write or remove the venue’s reply (admins)',
});

export const hideManagedReviewEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/customer-reviews/:id',
  params: AdminIdParamsSchema,
  response: { 200: DeleteResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Hide a review: reviews are the customer’s and are never deleted (admins)',
});

/** The reviews screen's collection: the kit's calls but create (a review is the customer's). */
export const managedReviewEndpoints = {
  list: listManagedReviewsEndpoint,
  get: getManagedReviewEndpoint,
  update: updateManagedReviewEndpoint,
  delete: hideManagedReviewEndpoint,
} as const satisfies Collection;
