import { z } from 'zod';
import {
  authedErrorResponses,
  ErrorResponseSchema,
  idParam,
  MessageResponseSchema,
  paginationQuery,
  paginatorSchema,
  searchQueryField,
} from './common';

/**
 * Pieces the back office's content and menu collections share (issue 17 "Manage the venue"): a list's
 * query, the reorder body, what a delete answers, a stored image path and short texts.
 */

/** `?page=&per_page=&search=&sort=&direction=`: `sort` is one of the collection's sortable columns. */
export function adminListQuery<const Sort extends readonly [string, ...string[]]>(sorts: Sort) {
  return paginationQuery(20).extend({
    search: searchQueryField(),
    sort: z.enum(sorts, { message: 'The sort is not a column this list sorts by.' }).default(sorts[0]),
    direction: z.enum(['asc', 'desc'], { message: 'The direction must be asc or desc.' }).default('asc'),
  });
}

/** `{ id }` in a path. */
export const AdminIdParamsSchema = z.object({ id: idParam() });

/** The most items one drag can reorder: a venue's FAQs, banners, categories or a category's menu. */
export const MAX_REORDER_IDS = 500;

/** POST …/reorder: the ids in their new order, first shown first; each once. */
export const ReorderBodySchema = z.object({
  ids: z
    .array(idParam('Each id must be a number.'), { message: 'The ids must be a list.' })
    .min(1, 'The ids must hold at least one id.')
    .max(MAX_REORDER_IDS, `The ids may not hold more than ${MAX_REORDER_IDS} ids.`)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: 'The ids may not repeat an id.',
      params: { code: 'validation.distinct' },
    }),
});
export type ReorderBody = z.input<typeof ReorderBodySchema>;

/**
 * What DELETE answers: `deleted` false when the thing is still referenced (orders, rewards) and was
 * made unavailable instead; `message` says which and why.
 */
export const DeleteResponseSchema = MessageResponseSchema.extend({ deleted: z.boolean() });
export type DeleteResponse = z.infer<typeof DeleteResponseSchema>;

// A path the uploads endpoint answered, relative to STORAGE_DIR ('uploads/2026/…/x.webp'), or an
// http(s) address: never a way out of the storage folder.
const STORED_IMAGE = /^(?:https?:\/\/[^\s]+|(?!\/)(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._\-/]*)$/;

/** An image field: a stored path or null (no image: the site shows its stand-in). */
export const storedImageField = () =>
  z
    .string({ message: 'The image must be a stored image path.' })
    .trim()
    .max(500, 'The image may not be greater than 500 characters.')
    .regex(STORED_IMAGE, 'The image must be a path the upload answered.')
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** A required short text (names, titles, questions). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ message: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** An optional longer text; absent reads as empty. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ message: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** A yes/no flag. */
export const flagField = (label: string) => z.boolean({ message: `The ${label} must be true or false.` });

const TAGS = ['admin'];

/**
 * The route contracts of one ordered collection under /api/admin (list, get, create, update, delete,
 * reorder), from its item, body and list query: every collection answers the same shapes.
 */
export function orderedCollectionRoutes<
  Item extends z.ZodType,
  Body extends z.ZodType,
  UpdateBody extends z.ZodType,
  Query extends z.ZodType,
>(options: { noun: string; plural: string; item: Item; body: Body; updateBody: UpdateBody; query: Query }) {
  const { noun, plural, item, body, updateBody, query } = options;
  const one = z.object({ data: item });
  const saved = one.extend({ message: z.string() });
  return {
    list: {
      tags: TAGS,
      summary: `The ${plural} (admins): search, sort, paging`,
      querystring: query,
      response: { 200: paginatorSchema(item), ...authedErrorResponses },
    },
    get: {
      tags: TAGS,
      summary: `One ${noun} (admins)`,
      params: AdminIdParamsSchema,
      response: { 200: one, ...authedErrorResponses },
    },
    create: {
      tags: TAGS,
      summary: `Adds a ${noun}, shown last (admins)`,
      body,
      response: { 201: saved, ...authedErrorResponses },
    },
    update: {
      tags: TAGS,
      summary: `Changes a ${noun} (admins)`,
      params: AdminIdParamsSchema,
      body: updateBody,
      response: { 200: saved, ...authedErrorResponses },
    },
    delete: {
      tags: TAGS,
      summary: `Deletes a ${noun} (admins)`,
      params: AdminIdParamsSchema,
      response: { 200: DeleteResponseSchema, ...authedErrorResponses, 409: ErrorResponseSchema },
    },
    reorder: {
      tags: TAGS,
      summary: `Saves the order of the ${plural}, as dragged (admins)`,
      body: ReorderBodySchema,
      response: { 200: MessageResponseSchema, ...authedErrorResponses },
    },
  } as const;
}
