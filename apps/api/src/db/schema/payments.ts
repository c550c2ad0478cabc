import { PAYMENT_STATUSES } from '@ruangmain/domain/booking-values';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings, paymentMethod } from './bookings';
import { createdAt, timestamptz, updatedAt } from './columns';

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/** One row per payment attempt; each attempt has its own order id (../shared/DESIGN.md "Payment state"). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    order_id: text('order_id').notNull(),
    provider: text('provider').notNull(),
    method: paymentMethod('method').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    gross_amount: integer('gross_amount').notNull(),
    snap_token: text('snap_token'),
    snap_url: text('snap_url'),
    qr_string: text('qr_string'),
    provider_transaction_id: text('provider_transaction_id'),
    fraud_status: text('fraud_status'),
    last_notification: jsonb('last_notification'),
    /** Provider's transaction_time of the last applied notification, to ignore stale ones. */
    last_notified_at: timestamptz('last_notified_at'),
    expires_at: timestamptz('expires_at'),
    paid_at: timestamptz('paid_at'),
    /** When the sweeper last asked the provider about this open attempt (at most once a minute). */
    provider_checked_at: timestamptz('provider_checked_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.order_id),
    index('payments_booking_idx').on(t.booking_id),
    // Open attempts, which the sweeper closes at the provider once their hold is released.
    index('payments_open_idx').on(t.booking_id).where(sql`${t.status} = 'pending'`),
    // Reports and the shift close count money by when it was paid.
    index('payments_paid_at_idx').on(t.paid_at).where(sql`${t.paid_at} is not null`),
  ],
);
