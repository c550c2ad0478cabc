import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt, timestamptz } from './columns';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    description: text('description').notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
    /** The venue's short answer, shown under the review on the home page. */
    reply: text('reply'),
    replied_at: timestamptz('replied_at'),
    replied_by: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.booking_id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
