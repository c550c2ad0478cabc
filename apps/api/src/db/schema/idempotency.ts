import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz } from './columns';

/**
 * Requests that move money, keyed by their `Idempotency-Key` header per account (record 0035): the
 * first answer is kept for 24 hours and a repeat gets it back without acting again. A row without
 * `completed_at` is a request still running; a repeat meanwhile waits for it or answers 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method and route pattern, e.g. 'POST /api/admin/desk/bookings/:id/extend'. */
    route: text('route').notNull(),
    /** SHA-256 of the route's parameters and body: the same key with another request answers 422. */
    request_hash: text('request_hash').notNull(),
    status_code: integer('status_code'),
    response: jsonb('response'),
    created_at: createdAt(),
    completed_at: timestamptz('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
