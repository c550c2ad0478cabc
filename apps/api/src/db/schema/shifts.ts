import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz } from './columns';

/**
 * The cash drawer's shifts (issue 18 "Shift close"): opened with the cash counted in, closed with the
 * cash counted out against what the shift's cash payments and refunds say should be there. One drawer:
 * at most one shift is open at a time (shifts_one_open_key). Names are copied so a closed shift reads
 * true later.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    opened_by: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    opened_by_name: text('opened_by_name').notNull(),
    opened_at: timestamptz('opened_at').notNull().defaultNow(),
    /** Whole rupiah in the drawer when the shift began. */
    opening_cash: integer('opening_cash').notNull(),
    closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closed_by_name: text('closed_by_name'),
    closed_at: timestamptz('closed_at'),
    /** What should be in the drawer at the close: opening cash, cash taken, less cash given back. */
    expected_cash: integer('expected_cash'),
    counted_cash: integer('counted_cash'),
    /** Required when counted and expected differ. */
    note: text('note'),
    /** The shift's takings per payment method at the close, kept as they were counted. */
    totals: jsonb('totals'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('shifts_one_open_key').on(sql`(${t.closed_at} is null)`).where(sql`${t.closed_at} is null`),
    index('shifts_opened_at_idx').on(t.opened_at),
    check('shifts_opening_cash_non_negative', sql`${t.opening_cash} >= 0`),
    check('shifts_counted_cash_non_negative', sql`${t.counted_cash} is null or ${t.counted_cash} >= 0`),
    check('shifts_closed_after_opened', sql`${t.closed_at} is null or ${t.closed_at} >= ${t.opened_at}`),
  ],
);
