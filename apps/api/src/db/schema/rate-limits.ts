import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Fixed-window counters shared by every API process (login, codes, resets per phone and per IP).
 * Unlogged (migration 0023): its commits do not wait for the disk; a crash forgets the counts.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    window_started_at: timestamptz('window_started_at').notNull(),
    /** When the current window ends; the sweeper deletes rows past it (record 0010). */
    window_ends_at: timestamptz('window_ends_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limits_window_ends_at_idx').on(table.window_ends_at)],
);
