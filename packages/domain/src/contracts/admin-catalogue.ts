import { z } from 'zod';
import { ConsoleSchema, NamedRefSchema, RoomSchema, UnitSchema } from './catalogue';
import {
  AdminIdParamsSchema,
  adminListQuery,
  defineCollection,
  flagField,
  optionalText,
  ReorderBodySchema,
  requiredText,
  storedImageField,
} from './collection';
import {
  authedErrorResponses,
  ErrorResponseSchema,
  idParam,
  isoDateTime,
  MessageResponseSchema,
} from './common';
import { defineEndpoint } from './endpoint';

/**
 * The back office's catalogue (issue 17 "Manage the venue"): consoles, genres, games, rooms and units
 * under /api/admin/{consoles,genres,games,rooms,units}, admins only. Field names follow spec 1 §3.
 * A create body is the whole thing, with defaults for what it may leave out; an update body any part
 * of it, without defaults, so what it leaves out stays as it is.
 */

/** A thing another row points at, as lists show it: `{ id, name }`. */
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** A list of distinct ids of another collection (a game's genres, a unit's games in their order). */
const idList = (label: string) =>
  z
    .array(idParam(`Each ${label} must be a number.`), { message: `The ${label}s must be a list.` })
    .max(200, `The ${label}s may not hold more than 200 items.`)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: `The ${label}s may not repeat one.`,
      params: { code: 'validation.distinct' },
    });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} may not be greater than ${max}.`);

const stamps = { created_at: isoDateTime(), updated_at: isoDateTime() };

// ── Consoles ──────────────────────────────────────────────────────────────
/** The customer's console (spec 2 §3) with its units counted instead of the bookable ones. */
export const AdminConsoleSchema = ConsoleSchema.omit({ amount: true }).extend({
  /** How many units carry it: such a console is deactivated, not deleted. */
  units_count: z.number().int(),
  ...stamps,
});
export type AdminConsole = z.input<typeof AdminConsoleSchema>;

const consoleFields = {
  name: requiredText('name', 60),
  description: optionalText('description', 2000),
  image: storedImageField(),
  is_active: flagField('active flag'),
};
export const ConsoleBodySchema = z.object({
  ...consoleFields,
  description: consoleFields.description.default(''),
  image: consoleFields.image.default(null),
  is_active: consoleFields.is_active.default(true),
});
export type ConsoleBody = z.input<typeof ConsoleBodySchema>;
export const ConsoleUpdateSchema = z.object(consoleFields).partial();

export const CONSOLE_SORTS = ['name', 'is_active', 'created_at'] as const;
export const ListConsolesQuerySchema = adminListQuery(CONSOLE_SORTS);
export type ListConsolesQuery = z.input<typeof ListConsolesQuerySchema>;

export const consoleEndpoints = defineCollection({
  path: '/api/admin/consoles',
  noun: 'console',
  plural: 'consoles',
  item: AdminConsoleSchema,
  body: ConsoleBodySchema,
  updateBody: ConsoleUpdateSchema,
  query: ListConsolesQuerySchema,
});

// ── Genres ────────────────────────────────────────────────────────────────
export const AdminGenreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  games_count: z.number().int(),
});
export type AdminGenre = z.input<typeof AdminGenreSchema>;

export const GenreBodySchema = z.object({ name: requiredText('name', 60) });
export type GenreBody = z.input<typeof GenreBodySchema>;
export const GenreUpdateSchema = GenreBodySchema.partial();

export const GENRE_SORTS = ['name', 'games_count'] as const;
export const ListGenresQuerySchema = adminListQuery(GENRE_SORTS);
export type ListGenresQuery = z.input<typeof ListGenresQuerySchema>;

export const genreEndpoints = defineCollection({
  path: '/api/admin/genres',
  noun: 'genre',
  plural: 'genres',
  item: AdminGenreSchema,
  body: GenreBodySchema,
  updateBody: GenreUpdateSchema,
  query: ListGenresQuerySchema,
});

// ── Games ─────────────────────────────────────────────────────────────────
export const AdminGameSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  genres: z.array(NamedRefSchema),
  consoles: z.array(NamedRefSchema),
  ...stamps,
});
export type AdminGame = z.input<typeof AdminGameSchema>;

const gameFields = {
  title: requiredText('title', 120),
  description: optionalText('description', 4000),
  image: storedImageField(),
  is_active: flagField('active flag'),
  genre_ids: idList('genre'),
  console_ids: idList('console'),
};
export const GameBodySchema = z.object({
  ...gameFields,
  description: gameFields.description.default(''),
  image: gameFields.image.default(null),
  is_active: gameFields.is_active.default(true),
  genre_ids: gameFields.genre_ids.default([]),
  console_ids: gameFields.console_ids.default([]),
});
export type GameBody = z.input<typeof GameBodySchema>;
export const GameUpdateSchema = z.object(gameFields).partial();

export const GAME_SORTS = ['title', 'is_active', 'created_at'] as const;
export const ListGamesAdminQuerySchema = adminListQuery(GAME_SORTS);
export type ListGamesAdminQuery = z.input<typeof ListGamesAdminQuerySchema>;

export const gameEndpoints = defineCollection({
  path: '/api/admin/games',
  noun: 'game',
  plural: 'games',
  item: AdminGameSchema,
  body: GameBodySchema,
  updateBody: GameUpdateSchema,
  query: ListGamesAdminQuerySchema,
});

// ── Rooms ─────────────────────────────────────────────────────────────────
/** The customer's room (spec 1 §3) without its units, with its place in the list. */
export const AdminRoomSchema = RoomSchema.omit({ units: true }).extend({
  sort_order: z.number().int(),
  /** The consoles its units carry (spec 1 §3 Room: consoles come from the units). */
  consoles: z.array(NamedRefSchema),
  units_count: z.number().int(),
  ...stamps,
});
export type AdminRoom = z.input<typeof AdminRoomSchema>;

const roomFields = {
  name: requiredText('name', 60),
  description: optionalText('description', 2000),
  image: storedImageField(),
  max_visitors: wholeNumber('max visitors', 1, 100),
  is_available: flagField('available flag'),
};
export const RoomBodySchema = z.object({
  ...roomFields,
  description: roomFields.description.default(''),
  image: roomFields.image.default(null),
  is_available: roomFields.is_available.default(true),
});
export type RoomBody = z.input<typeof RoomBodySchema>;
export const RoomUpdateSchema = z.object(roomFields).partial();

export const ROOM_SORTS = ['sort_order', 'name', 'max_visitors', 'is_available'] as const;
export const ListRoomsAdminQuerySchema = adminListQuery(ROOM_SORTS);
export type ListRoomsAdminQuery = z.input<typeof ListRoomsAdminQuerySchema>;

export const roomEndpoints = defineCollection({
  path: '/api/admin/rooms',
  noun: 'room',
  plural: 'rooms',
  item: AdminRoomSchema,
  body: RoomBodySchema,
  updateBody: RoomUpdateSchema,
  query: ListRoomsAdminQuerySchema,
  reorderable: true,
});

// ── Units ─────────────────────────────────────────────────────────────────
/** available: offered for booking; maintenance: kept, but offers no slots. */
export const UNIT_STATUSES = ['available', 'maintenance'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** The customer's unit (spec 2 §3) with its status and its games in the wizard's order. */
export const AdminUnitSchema = UnitSchema.omit({ room_id: true, price: true }).extend({
  room: NamedRefSchema,
  status: z.enum(UNIT_STATUSES),
  /** In the order the booking wizard lists them. */
  games: z.array(NamedRefSchema),
  ...stamps,
});
export type AdminUnit = z.input<typeof AdminUnitSchema>;

const unitFields = {
  room_id: idParam('The room must be chosen.'),
  name: requiredText('name', 60),
  description: optionalText('description', 2000),
  price_per_hour: wholeNumber('price per hour', 0, 10_000_000),
  /** Null: the default 4 points an hour. */
  points_per_hour: wholeNumber('points per hour', 0, 10_000).nullable(),
  has_netflix: flagField('Netflix flag'),
  has_projector: flagField('projector flag'),
  status: z.enum(UNIT_STATUSES, { message: 'The status must be available or maintenance.' }),
  is_active: flagField('active flag'),
  console_ids: idList('console'),
  /** The unit's games, first listed first. */
  game_ids: idList('game'),
};
export const UnitBodySchema = z.object({
  ...unitFields,
  description: unitFields.description.default(''),
  points_per_hour: unitFields.points_per_hour.default(null),
  has_netflix: unitFields.has_netflix.default(false),
  has_projector: unitFields.has_projector.default(false),
  status: unitFields.status.default('available'),
  is_active: unitFields.is_active.default(true),
  console_ids: unitFields.console_ids.default([]),
  game_ids: unitFields.game_ids.default([]),
});
export type UnitBody = z.input<typeof UnitBodySchema>;
/** Any of a unit's fields; what it leaves out stays as it is. */
export const UnitUpdateSchema = z.object(unitFields).partial();

export const UNIT_SORTS = ['name', 'price_per_hour', 'status', 'is_active', 'created_at'] as const;
export const ListUnitsAdminQuerySchema = adminListQuery(UNIT_SORTS).extend({
  room_id: idParam('The room must be a number.').optional(),
});
export type ListUnitsAdminQuery = z.input<typeof ListUnitsAdminQuerySchema>;

export const unitEndpoints = defineCollection({
  path: '/api/admin/units',
  noun: 'unit',
  plural: 'units',
  item: AdminUnitSchema,
  body: UnitBodySchema,
  updateBody: UnitUpdateSchema,
  query: ListUnitsAdminQuerySchema,
});

/** The unit's games in the order the wizard lists them. */
export const reorderUnitGamesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/units/:id/games/reorder',
  params: AdminIdParamsSchema,
  body: ReorderBodySchema,
  response: { 200: MessageResponseSchema, ...authedErrorResponses, 409: ErrorResponseSchema },
  tags: ['admin'],
  summary: "Saves the order of a unit's games, as dragged (admins)",
});
