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
import { type AnyEndpoint, defineEndpoint, type Endpoint } from './endpoint';

/**
 * The back office's collection kit (issue 17 "Manage the venue"): every collection a screen of
 * features/manage edits row by row is declared with `defineCollection` (or, where its answers differ,
 * as a `Collection` of its own declarations), registered by the API's `registerCollection` and called
 * by the web's collection hooks. Beside it, the pieces its contracts share: a list's query, the
 * reorder body, what a delete answers, a stored image path and short texts.
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

/** Where a back-office collection lives: under the staff API. */
type AdminPath = `/api/admin/${string}`;
type IdParams = typeof AdminIdParamsSchema;
type ListQuerySchema = z.ZodObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;
type AuthedErrors = typeof authedErrorResponses;

/**
 * The endpoints of one back-office collection under /api/admin (features/manage's screens): list, one,
 * create, update, delete and, for what the site shows in a dragged order, reorder. One type for every
 * collection, so the API registers any of them with one helper (apps/api/src/modules/manage/
 * register-collection.ts) and the web's screens call any of them with the same hooks
 * (apps/web/src/features/manage/api/collection.ts). `defineCollection` declares the usual ones; one
 * whose answers differ (people, reviews) lists its own declarations under the same names.
 */
export type Collection = {
  readonly list: AnyEndpoint;
  readonly get: AnyEndpoint;
  /** Absent where the back office adds nothing (reviews are the customers'). */
  readonly create?: AnyEndpoint;
  readonly update: AnyEndpoint;
  readonly delete: AnyEndpoint;
  /** Present for what the site shows in a dragged order (rooms, banners, FAQs, the menu). */
  readonly reorder?: AnyEndpoint;
};

type One<Item extends z.ZodType> = z.ZodObject<{ data: Item }>;
type Saved<Item extends z.ZodType> = z.ZodObject<{ data: Item; message: z.ZodString }>;

/** What `defineCollection` declares: the five calls, and `reorder` when the collection is ordered. */
export type DefinedCollection<
  Path extends AdminPath,
  Item extends z.ZodType,
  Body extends z.ZodType,
  UpdateBody extends z.ZodType,
  Query extends ListQuerySchema,
  Reorderable extends boolean,
> = {
  readonly list: Endpoint<
    'GET',
    Path,
    undefined,
    Query,
    undefined,
    undefined,
    { 200: ReturnType<typeof paginatorSchema<Item>> } & AuthedErrors,
    false
  >;
  readonly get: Endpoint<
    'GET',
    `${Path}/:id`,
    IdParams,
    undefined,
    undefined,
    undefined,
    { 200: One<Item> } & AuthedErrors,
    false
  >;
  readonly create: Endpoint<
    'POST',
    Path,
    undefined,
    undefined,
    Body,
    undefined,
    { 201: Saved<Item> } & AuthedErrors,
    false
  >;
  readonly update: Endpoint<
    'PATCH',
    `${Path}/:id`,
    IdParams,
    undefined,
    UpdateBody,
    undefined,
    { 200: Saved<Item> } & AuthedErrors,
    false
  >;
  readonly delete: Endpoint<
    'DELETE',
    `${Path}/:id`,
    IdParams,
    undefined,
    undefined,
    undefined,
    { 200: typeof DeleteResponseSchema; 409: typeof ErrorResponseSchema } & AuthedErrors,
    false
  >;
} & (Reorderable extends true
  ? {
      readonly reorder: Endpoint<
        'POST',
        `${Path}/reorder`,
        undefined,
        undefined,
        typeof ReorderBodySchema,
        undefined,
        { 200: typeof MessageResponseSchema } & AuthedErrors,
        false
      >;
    }
  : unknown);

/**
 * Declares a back-office collection at `path` (`/api/admin/consoles`) from its item, create and update
 * bodies and list query: GET `path` (a page), GET `path/:id` (`{ data }`), POST `path` (201,
 * `{ message, data }`), PATCH `path/:id` (`{ message, data }`), DELETE `path/:id` (deleted, or
 * deactivated and why) and, when `reorderable`, POST `path/reorder` (`{ ids }` in their new order).
 * Admins only, every one: the API registers them so.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCollection<
  const Path extends AdminPath,
  Item extends z.ZodType,
  Body extends z.ZodType,
  UpdateBody extends z.ZodType,
  Query extends ListQuerySchema,
  const Reorderable extends boolean = false,
>(options: {
  path: Path;
  /** 'console': in the summaries ("One console"). */
  noun: string;
  plural: string;
  item: Item;
  body: Body;
  updateBody: UpdateBody;
  query: Query;
  reorderable?: Reorderable;
}): DefinedCollection<Path, Item, Body, UpdateBody, Query, Reorderable> {
  const { path, noun, plural, item, body, updateBody, query } = options;
  const one = z.object({ data: item });
  const saved = one.extend({ message: z.string() });
  // Inside, the paths are any collection's: the declared type (DefinedCollection) names the real ones.
  const listPath = path as string as '/api/admin/collection';
  const onePath = `${path}/:id` as '/api/admin/collection/:id';
  const collection = {
    list: defineEndpoint({
      method: 'GET',
      path: listPath,
      query,
      response: { 200: paginatorSchema(item), ...authedErrorResponses },
      tags: TAGS,
      summary: `The ${plural} (admins): search, sort, paging`,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: onePath,
      params: AdminIdParamsSchema,
      response: { 200: one, ...authedErrorResponses },
      tags: TAGS,
      summary: `One ${noun} (admins)`,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: listPath,
      body,
      response: { 201: saved, ...authedErrorResponses },
      tags: TAGS,
      summary: `Adds a ${noun}${options.reorderable ? ', shown last' : ''} (admins)`,
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: onePath,
      params: AdminIdParamsSchema,
      body: updateBody,
      response: { 200: saved, ...authedErrorResponses },
      tags: TAGS,
      summary: `Changes a ${noun} (admins)`,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: onePath,
      params: AdminIdParamsSchema,
      response: { 200: DeleteResponseSchema, ...authedErrorResponses, 409: ErrorResponseSchema },
      tags: TAGS,
      summary: `Deletes a ${noun} (admins)`,
    }),
    ...(options.reorderable
      ? {
          reorder: defineEndpoint({
            method: 'POST',
            path: `${path}/reorder` as '/api/admin/collection/reorder',
            body: ReorderBodySchema,
            response: { 200: MessageResponseSchema, ...authedErrorResponses },
            tags: TAGS,
            summary: `Saves the order of the ${plural}, as dragged (admins)`,
          }),
        }
      : {}),
  };
  return collection as unknown as DefinedCollection<Path, Item, Body, UpdateBody, Query, Reorderable>;
}
