import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt, timestamptz } from './columns';
import { payments } from './payments';

export const refundStatus = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

/**
 * Money given back on a paid booking, one row per payment it comes out of: through the provider's
 * refund API for an online payment, recorded as handed back for cash and counter QRIS.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** 'midtrans' or 'simulator' (the provider refunded), 'counter' (handed back at the desk). */
    provider: text('provider').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    /** The idempotency key sent with a provider refund. */
    refund_key: text('refund_key').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    completed_at: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('refunds_refund_key').on(t.refund_key),
    index('refunds_booking_idx').on(t.booking_id),
    // Reports and the shift close subtract refunds by when they were given.
    index('refunds_completed_at_idx').on(t.completed_at).where(sql`${t.status} = 'succeeded'`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const extensionStatus = pgEnum('extension_status', ['pending', 'paid', 'released']);

/**
 * Time added to a session at the desk ("tambah waktu"): the booking's end moves at once (the
 * exclusion constraint judges), paid by its own payment row; an extension whose QRIS payment fails
 * or expires gives its time back.
 */
export const bookingExtensions = pgTable(
  'booking_extensions',
  {
    id: serial('id').primaryKey(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    amount: integer('amount').notNull(),
    from_end_at: timestamptz('from_end_at').notNull(),
    to_end_at: timestamptz('to_end_at').notNull(),
    status: extensionStatus('status').notNull().default('pending'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_extensions_payment_key').on(t.payment_id),
    index('booking_extensions_booking_idx').on(t.booking_id),
    check('booking_extensions_minutes_positive', sql`${t.minutes} > 0`),
    check('booking_extensions_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);
