import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { refunds } from './desk';
import { userRewards } from './rewards';

export const pointTransactionType = pgEnum('point_transaction_type', ['earned', 'debit']);

/**
 * The points ledger; users.total_points is kept in step in the same transaction (../shared/DESIGN.md
 * "Points").
 */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: pointTransactionType('type').notNull(),
    points: integer('points').notNull(),
    description: text('description').notNull(),
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    user_reward_id: integer('user_reward_id').references(() => userRewards.id, { onDelete: 'set null' }),
    /** The desk refund whose share of the earned points this row takes back (one row per refund). */
    refund_id: integer('refund_id').references((): AnyPgColumn => refunds.id, { onDelete: 'set null' }),
    /** The admin who gave or took these points by hand (a points adjustment); unset for the rest. */
    adjusted_by: integer('adjusted_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('point_transactions_user_idx').on(t.user_id, t.created_at),
    // Earning for a booking (and its full reversal) happens at most once, whatever the webhook retries;
    // a desk refund takes back its share once (point_transactions_refund_key).
    uniqueIndex('point_transactions_booking_type_key')
      .on(t.booking_id, t.type)
      .where(sql`${t.booking_id} is not null and ${t.refund_id} is null`),
    uniqueIndex('point_transactions_refund_key').on(t.refund_id),
    check('point_transactions_points_positive', sql`${t.points} > 0`),
  ],
);
