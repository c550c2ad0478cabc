import { bigint, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

// The reports' per-day partial results (docs/decisions/0031): valid while the versions of the UTC dates
// their day reads from are unchanged. Triggers of migration 0018 bump a date's version when a payment,
// refund, extension, booking or food line dated on it changes (never for today's UTC date).

/** How often the data of each past UTC date has changed since the rollups began. */
export const reportDayVersions = pgTable('report_day_versions', {
  utc_day: date('utc_day').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** The days stored per kind of partial, with the sum of the versions of the UTC dates they read. */
export const reportDays = pgTable(
  'report_days',
  {
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    version_sum: bigint('version_sum', { mode: 'number' }).notNull(),
    computed_at: timestamptz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

const rollupDay = () => date('day').notNull();

const rollupCount = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** Money by venue-local date, hour, source and method (revenue). */
export const reportMoneyDays = pgTable(
  'report_money_days',
  {
    day: rollupDay(),
    hour: integer('hour').notNull(),
    source: text('source').notNull(),
    method: text('method').notNull(),
    gross: rollupCount('gross'),
    refunds: rollupCount('refunds'),
    payments: rollupCount('payments'),
    refund_count: rollupCount('refund_count'),
  },
  (t) => [primaryKey({ columns: [t.day, t.hour, t.source, t.method] })],
);

/** Hours sold by business date, unit and clock hour, and the bookings started in it (occupancy, peak). */
export const reportSoldDays = pgTable(
  'report_sold_days',
  {
    day: rollupDay(),
    unit_id: integer('unit_id').notNull(),
    hour: integer('hour').notNull(),
    hours: numeric('hours').notNull(),
    started: rollupCount('started'),
  },
  (t) => [primaryKey({ columns: [t.day, t.unit_id, t.hour] })],
);

/** Room bookings played by start date, unit and game (0: none) (popular units, consoles, games). */
export const reportPlayedDays = pgTable(
  'report_played_days',
  {
    day: rollupDay(),
    unit_id: integer('unit_id').notNull(),
    game_id: integer('game_id').notNull(),
    bookings: rollupCount('bookings'),
    hours: numeric('hours').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.unit_id, t.game_id] })],
);

/** Food pieces sold by the date of their booking's first payment (popular food). */
export const reportFoodDays = pgTable(
  'report_food_days',
  {
    day: rollupDay(),
    fnb_id: integer('fnb_id').notNull(),
    pieces: rollupCount('pieces'),
    amount: rollupCount('amount'),
  },
  (t) => [primaryKey({ columns: [t.day, t.fnb_id] })],
);

/** A customer's (u<id> or p<phone>) money and room hours by date (popular customers). */
export const reportCustomerDays = pgTable(
  'report_customer_days',
  {
    day: rollupDay(),
    /** 'spend' (money moved that day) or 'hours' (room bookings started that day). */
    facet: text('facet').notNull(),
    customer: text('customer').notNull(),
    user_id: integer('user_id'),
    /** The greatest booking name and phone of the day: a guest's name is read from them. */
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    bookings: rollupCount('bookings'),
    /** The spend facet's bookings: one booking's money on several days still counts it once. */
    booking_ids: integer('booking_ids').array(),
    hours: numeric('hours').notNull(),
    amount: rollupCount('amount'),
    last_booking: integer('last_booking').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.facet, t.customer] }),
    // The top customers' own rows (their names, their bookings), read after ranking them.
    index('report_customer_days_customer_idx').on(t.facet, t.customer, t.day),
  ],
);
