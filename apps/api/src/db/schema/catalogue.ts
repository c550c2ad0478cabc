import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const consoles = pgTable(
  'consoles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('consoles_name_key').on(t.name)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    max_visitors: integer('max_visitors').notNull(),
    is_available: boolean('is_available').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('rooms_name_key').on(t.name),
    check('rooms_max_visitors_positive', sql`${t.max_visitors} > 0`),
  ],
);

/** available: offered for booking; maintenance: kept but offers no slots (issue "Manage the venue"). */
export const unitStatus = pgEnum('unit_status', ['available', 'maintenance']);

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Whole rupiah per hour. */
    price_per_hour: integer('price_per_hour').notNull(),
    /** Points earned per booked hour; null falls back to 4 (spec 2 §9). */
    points_per_hour: integer('points_per_hour'),
    has_netflix: boolean('has_netflix').notNull().default(false),
    has_projector: boolean('has_projector').notNull().default(false),
    status: unitStatus('status').notNull().default('available'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('units_name_key').on(t.name),
    index('units_room_id_idx').on(t.room_id),
    check('units_price_non_negative', sql`${t.price_per_hour} >= 0`),
  ],
);

export const unitConsoles = pgTable(
  'unit_consoles',
  {
    unit_id: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    console_id: integer('console_id')
      .notNull()
      .references(() => consoles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.unit_id, t.console_id] }),
    index('unit_consoles_console_idx').on(t.console_id),
  ],
);

export const genres = pgTable(
  'genres',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [uniqueIndex('genres_name_key').on(t.name)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('games_title_key').on(t.title)],
);

export const gameGenres = pgTable(
  'game_genres',
  {
    game_id: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    genre_id: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.game_id, t.genre_id] })],
);

export const gameConsoles = pgTable(
  'game_consoles',
  {
    game_id: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    console_id: integer('console_id')
      .notNull()
      .references(() => consoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.game_id, t.console_id] })],
);

export const unitGames = pgTable(
  'unit_games',
  {
    unit_id: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    game_id: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The unit's order of its games, as the wizard lists them (lowest first). */
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.unit_id, t.game_id] })],
);
