import { z } from 'zod';
import { commonErrorResponses, paginationQuery, paginatorSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The public catalogue (spec 1 §3, §7 "Public catalogue"; spec 2 §3, §7): no token, answered from the
 * catalogue cache with an ETag. Shapes follow the spec: `{ data }` where it says data, bare arrays
 * where it names the items.
 */

const TAGS = ['catalogue'];

/** What a cached answer gives to a matching If-None-Match: no body. */
export const NotModifiedResponseSchema = z.undefined().describe('Not modified: the ETag still matches');

/** The statuses every cached catalogue answer may give beside its 200. */
export const cachedErrorResponses = { 304: NotModifiedResponseSchema, ...commonErrorResponses } as const;

export const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

// ── Games ────────────────────────────────────────────────────────────────────────────────────────

/** spec 1 §3 "Game": with its genres and consoles. */
export const GameSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  is_active: z.boolean(),
  genres: z.array(NamedRefSchema),
  consoles: z.array(NamedRefSchema),
});
export type Game = z.infer<typeof GameSchema>;

/** Games come 15 to a page (spec 1 §9). */
export const ListGamesQuerySchema = paginationQuery(15);
export type ListGamesQuery = z.input<typeof ListGamesQuerySchema>;
export const ListGamesResponseSchema = paginatorSchema(GameSchema);
export type ListGamesResponse = z.infer<typeof ListGamesResponseSchema>;
export const listGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/games',
  query: ListGamesQuerySchema,
  response: { 200: ListGamesResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'A page of active games',
});

// ── FAQs ─────────────────────────────────────────────────────────────────────────────────────────

/** spec 1 §3 "FAQ". */
export const FaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  is_published: z.boolean(),
});
export type Faq = z.infer<typeof FaqSchema>;

export const ListFaqsResponseSchema = z.array(FaqSchema);
export type ListFaqsResponse = z.infer<typeof ListFaqsResponseSchema>;
export const listFaqsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/faqs',
  response: { 200: ListFaqsResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'Published FAQs in display order (a bare array)',
});

// ── Consoles ─────────────────────────────────────────────────────────────────────────────────────

/** spec 2 §3 "Console": `amount` counts the bookable units that carry it. */
export const ConsoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  amount: z.number().int(),
});
export type Console = z.infer<typeof ConsoleSchema>;

export const ListConsolesResponseSchema = z.object({ data: z.array(ConsoleSchema) });
export type ListConsolesResponse = z.infer<typeof ListConsolesResponseSchema>;
export const listConsolesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/consoles',
  response: { 200: ListConsolesResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'Active consoles with the number of bookable units of each',
});

// ── Units ────────────────────────────────────────────────────────────────────────────────────────

/** A unit of an available room, with its room and consoles (spec 2 §3 "Unit", without its games). */
export const UnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  room_id: z.number().int(),
  price_per_hour: z.number().int(),
  /** Null falls back to 4 points an hour (spec 2 §9). */
  points_per_hour: z.number().int().nullable(),
  has_netflix: z.boolean(),
  has_projector: z.boolean(),
  is_active: z.boolean(),
  /** The same as price_per_hour, under the spec's name. */
  price: z.number().int(),
  room: z.object({ id: z.number().int(), name: z.string(), max_visitors: z.number().int() }),
  consoles: z.array(NamedRefSchema),
});
export type Unit = z.infer<typeof UnitSchema>;

/** spec 2 §3 "Unit": a unit with the active games playable on it. */
export const UnitWithGamesSchema = UnitSchema.extend({ games: z.array(GameSchema) });
export type UnitWithGames = z.infer<typeof UnitWithGamesSchema>;

const optionalName = z
  .string()
  .trim()
  .max(100, 'The name may not be greater than 100 characters.')
  .optional();

export const ListUnitsQuerySchema = z.object({ console_name: optionalName, room_name: optionalName });
export type ListUnitsQuery = z.input<typeof ListUnitsQuerySchema>;
export const ListUnitsResponseSchema = z.object({ data: z.array(UnitWithGamesSchema) });
export type ListUnitsResponse = z.infer<typeof ListUnitsResponseSchema>;
export const listUnitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/units',
  query: ListUnitsQuerySchema,
  response: { 200: ListUnitsResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'Bookable units with their games, by console and room name',
});

export const GetUnitParamsSchema = z.object({
  id: z.coerce.number({ message: 'The unit id must be a number.' }).int().positive().max(2_147_483_647),
});
export const GetUnitResponseSchema = UnitWithGamesSchema;
export type GetUnitResponse = z.infer<typeof GetUnitResponseSchema>;
export const getUnitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/units/:id',
  params: GetUnitParamsSchema,
  response: { 200: GetUnitResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'One bookable unit with its games',
});

// ── Rooms ────────────────────────────────────────────────────────────────────────────────────────

/** An active console a room offers, with how many of its units carry it. */
export const RoomConsoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  amount: z.number().int(),
});
export type RoomConsole = z.infer<typeof RoomConsoleSchema>;

/** spec 1 §3 "Room": with its units and consoles. */
export const RoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  max_visitors: z.number().int(),
  is_available: z.boolean(),
  units: z.array(UnitSchema),
  consoles: z.array(RoomConsoleSchema),
});
export type Room = z.infer<typeof RoomSchema>;

export const ListRoomsQuerySchema = z.object({ console_name: optionalName });
export type ListRoomsQuery = z.input<typeof ListRoomsQuerySchema>;
export const ListRoomsResponseSchema = z.object({ data: z.array(RoomSchema) });
export type ListRoomsResponse = z.infer<typeof ListRoomsResponseSchema>;
export const listRoomsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/rooms',
  query: ListRoomsQuerySchema,
  response: { 200: ListRoomsResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'Available rooms with units (of a console, when named) and the consoles they offer',
});

// ── Banners ──────────────────────────────────────────────────────────────────────────────────────

/** spec 1 §3 "Banner". */
export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  is_active: z.boolean(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const ListBannersResponseSchema = z.object({ data: z.array(BannerSchema) });
export type ListBannersResponse = z.infer<typeof ListBannersResponseSchema>;
export const listBannersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/banners',
  response: { 200: ListBannersResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'Active banners in display order',
});

// ── Pricelist ────────────────────────────────────────────────────────────────────────────────────

/** A unit's line in the pricelist: its consoles, features and hourly price (spec 1 §3, §9). */
export const PricelistUnitSchema = z.object({
  unit_id: z.number().int(),
  unit_name: z.string(),
  consoles: z.array(NamedRefSchema),
  has_netflix: z.boolean(),
  has_projector: z.boolean(),
  price_per_hour: z.number().int(),
});
export type PricelistUnit = z.infer<typeof PricelistUnitSchema>;

export const PricelistEntrySchema = z.object({
  room_id: z.number().int(),
  room_name: z.string(),
  max_visitors: z.number().int(),
  units: z.array(PricelistUnitSchema),
});
export type PricelistEntry = z.infer<typeof PricelistEntrySchema>;

export const ListPricelistsResponseSchema = z.array(PricelistEntrySchema);
export type ListPricelistsResponse = z.infer<typeof ListPricelistsResponseSchema>;
export const listPricelistsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/pricelists',
  response: { 200: ListPricelistsResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'One pricelist entry per room, units in pricelist order (a bare array)',
});

// ── Customer reviews ─────────────────────────────────────────────────────────────────────────────

/** spec 1 §3 "Review": with the booking's bookable (a customer, or a guest's name) and unit. */
export const CustomerReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  description: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  /** The venue's short answer, shown under the review (null: none). */
  reply: z.string().nullable().optional(),
  booking: z.object({
    id: z.number().int(),
    bookable_type: z.enum(['user', 'guest']),
    bookable_id: z.number().int().nullable(),
    bookable: z.object({ name: z.string().nullable(), username: z.string().nullable() }),
    unit: z.object({ name: z.string() }).nullable(),
  }),
});
export type CustomerReview = z.infer<typeof CustomerReviewSchema>;

export const ListCustomerReviewsQuerySchema = paginationQuery(20);
export type ListCustomerReviewsQuery = z.input<typeof ListCustomerReviewsQuerySchema>;
/** The page sits in `data` (spec 1 §7: the list is data.data). */
export const ListCustomerReviewsResponseSchema = z.object({ data: paginatorSchema(CustomerReviewSchema) });
export type ListCustomerReviewsResponse = z.infer<typeof ListCustomerReviewsResponseSchema>;
export const listCustomerReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/customer-reviews',
  query: ListCustomerReviewsQuerySchema,
  response: { 200: ListCustomerReviewsResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'Active reviews, newest first, paged in data',
});

// ── Rewards ──────────────────────────────────────────────────────────────────────────────────────

/** What a reward grants: free_play names a unit and hours, free_fnb lists items (spec 2 §3 "Reward data"). */
export const RewardEffectsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('free_play'),
    unit_id: z.number().int(),
    duration_hours: z.number(),
    total_visitors: z.number().int().optional(),
  }),
  z.object({
    type: z.literal('free_fnb'),
    fnbs: z.array(z.object({ fnb_id: z.number().int(), quantity: z.number().int() })),
  }),
  z.object({ type: z.literal('free_merchandise'), item: z.string() }),
]);
export type RewardEffects = z.infer<typeof RewardEffectsSchema>;

/** spec 1 §3 "Reward". */
export const RewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  points_required: z.number().int(),
  image: z.string().nullable(),
  type: z.enum(['free_fnb', 'free_play', 'free_merchandise']),
  effects: RewardEffectsSchema,
  /** Null means unlimited. */
  stock: z.number().int().nullable(),
  validity_days: z.number().int(),
  is_active: z.boolean(),
});
export type Reward = z.infer<typeof RewardSchema>;

/** The public catalogue only ever lists active rewards; is_active=true is what the web app sends. */
export const ListRewardsQuerySchema = z.object({ is_active: z.enum(['true', 'false', '1', '0']).optional() });
export type ListRewardsQuery = z.input<typeof ListRewardsQuerySchema>;
export const ListRewardsResponseSchema = z.array(RewardSchema);
export type ListRewardsResponse = z.infer<typeof ListRewardsResponseSchema>;
export const listRewardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/rewards',
  query: ListRewardsQuerySchema,
  response: { 200: ListRewardsResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'The active rewards catalogue, cheapest first (a bare array)',
});

// ── Food and drinks ──────────────────────────────────────────────────────────────────────────────

/** spec 2 §3 "Food item": with its category, sold-out items included. */
export const FnbSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
  is_available: z.boolean(),
  fnb_category_id: z.number().int(),
  category: z.string(),
  fnb_category: z.object({ id: z.number().int(), category: z.string() }),
});
export type Fnb = z.infer<typeof FnbSchema>;

export const ListFnbsResponseSchema = z.object({ data: z.array(FnbSchema) });
export type ListFnbsResponse = z.infer<typeof ListFnbsResponseSchema>;
export const listFnbsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/fnbs',
  response: { 200: ListFnbsResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'The whole menu in category order, sold-out items included',
});

/** spec 2 §3 "Categories have id and category". */
export const FnbCategorySchema = z.object({ id: z.number().int(), category: z.string() });
export type FnbCategory = z.infer<typeof FnbCategorySchema>;

export const ListFnbCategoriesResponseSchema = z.object({ data: z.array(FnbCategorySchema) });
export type ListFnbCategoriesResponse = z.infer<typeof ListFnbCategoriesResponseSchema>;
export const listFnbCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/fnb-category',
  response: { 200: ListFnbCategoriesResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'The food and drinks categories in menu order',
});
