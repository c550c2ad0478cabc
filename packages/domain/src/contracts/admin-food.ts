import { z } from 'zod';
import { FnbSchema } from './catalogue';
import {
  AdminIdParamsSchema,
  adminListQuery,
  defineCollection,
  flagField,
  optionalText,
  requiredText,
  storedImageField,
} from './collection';
import { authedErrorResponses, idParam, isoDateTime, paginatorSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The menu in the back office (issue 17 "Manage the venue"; spec 2 §3 "Food item", "Categories"):
 * /api/admin/fnbs and /api/admin/fnb-categories, admins only, except the sold-out toggle, which the
 * kitchen's staff may use too.
 */

const TAGS = ['admin'];

/** The highest price an item may have: far above any menu, well inside PostgreSQL's integer. */
export const MAX_FNB_PRICE = 10_000_000;

// ── Food and drinks ──────────────────────────────────────────────────────────────────────────────

/** The customer's item (spec 2 §3) with its place in its category and when it last changed. */
export const AdminFnbSchema = FnbSchema.omit({ fnb_category: true }).extend({
  /** The order within its category, lowest first (the customer menu's order). */
  sort_order: z.number().int(),
  updated_at: isoDateTime(),
});
export type AdminFnb = z.input<typeof AdminFnbSchema>;

export const FNB_SORTS = ['menu', 'name', 'price', 'category', 'updated_at'] as const;
export type FnbSort = (typeof FNB_SORTS)[number];

/** `sort=menu` is the customer menu's order (category, then the dragged order). */
export const ListAdminFnbsQuerySchema = adminListQuery(FNB_SORTS).extend({
  fnb_category_id: idParam('The category must be a number.').optional(),
});
export type ListAdminFnbsQuery = z.input<typeof ListAdminFnbsQuerySchema>;

export const ListAdminFnbsResponseSchema = paginatorSchema(AdminFnbSchema);
export type ListAdminFnbsResponse = z.input<typeof ListAdminFnbsResponseSchema>;

export const FnbBodySchema = z.object({
  name: requiredText('name', 100),
  fnb_category_id: idParam('The category must be chosen.'),
  price: z
    .number({ message: 'The price must be a number.' })
    .int('The price must be whole rupiah.')
    .min(0, 'The price may not be negative.')
    .max(MAX_FNB_PRICE, `The price may not be greater than ${MAX_FNB_PRICE}.`),
  description: optionalText('description', 1000).default(''),
  image: storedImageField().default(null),
  is_available: flagField('available flag').default(true),
});
export type FnbBody = z.input<typeof FnbBodySchema>;

export const UpdateFnbBodySchema = FnbBodySchema.partial();
export type UpdateFnbBody = z.input<typeof UpdateFnbBodySchema>;

export const FnbAvailabilityBodySchema = z.object({ is_available: flagField('available flag') });
export type FnbAvailabilityBody = z.input<typeof FnbAvailabilityBodySchema>;

export const fnbEndpoints = defineCollection({
  path: '/api/admin/fnbs',
  noun: 'food or drink item',
  plural: 'menu items of one category',
  item: AdminFnbSchema,
  body: FnbBodySchema,
  updateBody: UpdateFnbBodySchema,
  query: ListAdminFnbsQuerySchema,
  reorderable: true,
});

/** What saving an item answers. */
export const FnbSavedResponseSchema = fnbEndpoints.update.response[200];
export type FnbSavedResponse = z.input<typeof FnbSavedResponseSchema>;

export const setFnbAvailabilityEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/fnbs/:id/availability',
  params: AdminIdParamsSchema,
  body: FnbAvailabilityBodySchema,
  response: { 200: FnbSavedResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Marks an item sold out or available again (staff and admins: the kitchen’s one tap)',
});

// ── Categories ───────────────────────────────────────────────────────────────────────────────────

export const AdminFnbCategorySchema = z.object({
  id: z.number().int(),
  category: z.string(),
  sort_order: z.number().int(),
  /** How many items it holds: a category with items cannot be deleted. */
  item_count: z.number().int(),
});
export type AdminFnbCategory = z.infer<typeof AdminFnbCategorySchema>;

export const FNB_CATEGORY_SORTS = ['menu', 'category', 'item_count'] as const;
export const ListAdminFnbCategoriesQuerySchema = adminListQuery(FNB_CATEGORY_SORTS);
export type ListAdminFnbCategoriesQuery = z.input<typeof ListAdminFnbCategoriesQuerySchema>;

export const ListAdminFnbCategoriesResponseSchema = paginatorSchema(AdminFnbCategorySchema);
export type ListAdminFnbCategoriesResponse = z.infer<typeof ListAdminFnbCategoriesResponseSchema>;

export const FnbCategoryBodySchema = z.object({ category: requiredText('category', 60) });
export type FnbCategoryBody = z.input<typeof FnbCategoryBodySchema>;

export const fnbCategoryEndpoints = defineCollection({
  path: '/api/admin/fnb-categories',
  noun: 'menu category',
  plural: 'menu categories',
  item: AdminFnbCategorySchema,
  body: FnbCategoryBodySchema,
  updateBody: FnbCategoryBodySchema,
  query: ListAdminFnbCategoriesQuerySchema,
  reorderable: true,
});
export type FnbCategorySavedResponse = z.infer<(typeof fnbCategoryEndpoints.update.response)[200]>;
