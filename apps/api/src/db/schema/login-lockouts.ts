import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Failed logins per account, and per account and client address (key `user:<id>` or `login:<name>`,
 * with `|ip:<address>`): every try is counted before the password is checked, and past a threshold
 * the key is locked for a time that grows with each failure (record 0013).
 */
export const loginLockouts = pgTable(
  'login_lockouts',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    last_failed_at: timestamptz('last_failed_at').notNull(),
    locked_until: timestamptz('locked_until'),
  },
  (table) => [index('login_lockouts_last_failed_at_idx').on(table.last_failed_at)],
);
