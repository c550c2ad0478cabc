import { PROMO_SCOPES } from '@ruangmain/domain/promos';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';

/** What a promo takes its percentage off: the room, the food, or both. */
export const promoScope = pgEnum('promo_scope', PROMO_SCOPES);

export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are trimmed and upper-cased on input (spec 2 §5). */
    promo_code: text('promo_code').notNull(),
    description: text('description').notNull().default(''),
    percentage: integer('percentage').notNull(),
    start_date: timestamptz('start_date'),
    end_date: timestamptz('end_date'),
    usage_limit: integer('usage_limit'),
    times_used: integer('times_used').notNull().default(0),
    /** Uses one customer may have (live or paid bookings and food orders); null: no per-customer limit. */
    usage_limit_per_user: integer('usage_limit_per_user'),
    /** Whole rupiah the subtotal it applies to must reach; 0: none. */
    min_spend: integer('min_spend').notNull().default(0),
    applies_to: promoScope('applies_to').notNull().default('all'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('promos_code_key').on(t.promo_code),
    check('promos_percentage_range', sql`${t.percentage} between 0 and 100`),
    // A limited counter changes only by one guarded statement; the check is the last line of defence.
    check('promos_usage_within_limit', sql`${t.usage_limit} is null or ${t.times_used} <= ${t.usage_limit}`),
    check('promos_times_used_non_negative', sql`${t.times_used} >= 0`),
    check('promos_min_spend_non_negative', sql`${t.min_spend} >= 0`),
    check(
      'promos_usage_limit_per_user_positive',
      sql`${t.usage_limit_per_user} is null or ${t.usage_limit_per_user} > 0`,
    ),
  ],
);

export const taxes = pgTable('taxes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Whole percent, e.g. 10 for PB1 10%. */
  percentage: integer('percentage').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const serviceFees = pgTable('service_fees', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  amount: integer('amount').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
