import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/**
 * The built-in payment simulator's own books (PAYMENT_PROVIDER=simulator): it plays an external
 * Midtrans, so it keeps its transactions apart from `payments` and in the database, where every API
 * process sees them. Amounts are whole rupiah; status holds Midtrans' transaction_status.
 */
export const paymentSimulatorTransactions = pgTable(
  'payment_simulator_transactions',
  {
    id: serial('id').primaryKey(),
    order_id: text('order_id').notNull(),
    /** The Snap token (random, url-safe) that opens the hosted payment page. */
    token: text('token').notNull(),
    kind: text('kind', { enum: ['snap', 'qris'] }).notNull(),
    gross_amount: integer('gross_amount').notNull(),
    status: text('status').notNull().default('pending'),
    transaction_id: text('transaction_id').notNull(),
    payment_type: text('payment_type'),
    items: jsonb('items').notNull(),
    customer: jsonb('customer').notNull(),
    finish_url: text('finish_url').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    transaction_time: timestamptz('transaction_time').notNull().defaultNow(),
    settled_at: timestamptz('settled_at'),
    /** What the merchant refunded through the refund API; equal to gross_amount once fully refunded. */
    refunded_amount: integer('refunded_amount').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_simulator_transactions_order_id_key').on(t.order_id),
    uniqueIndex('payment_simulator_transactions_token_key').on(t.token),
    check('payment_simulator_transactions_kind', sql`${t.kind} in ('snap', 'qris')`),
    check('payment_simulator_transactions_amount_non_negative', sql`${t.gross_amount} >= 0`),
    check(
      'payment_simulator_transactions_refund_within_amount',
      sql`${t.refunded_amount} between 0 and ${t.gross_amount}`,
    ),
  ],
);

/**
 * The simulator's HTTP notifications still to be delivered, retried on Midtrans' schedule until the
 * merchant answers 2xx: a crash between settlement and handling never leaves a payment unheard.
 */
export const paymentSimulatorNotifications = pgTable(
  'payment_simulator_notifications',
  {
    id: serial('id').primaryKey(),
    order_id: text('order_id').notNull(),
    /** The notification exactly as sent (signed), so every retry repeats the same body. */
    body: jsonb('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** While in the future, one process is delivering this notification; others leave it alone. */
    claimed_until: timestamptz('claimed_until'),
    delivered_at: timestamptz('delivered_at'),
    /** Set once the schedule is exhausted without a 2xx. */
    abandoned_at: timestamptz('abandoned_at'),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (t) => [
    index('payment_simulator_notifications_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.delivered_at} is null and ${t.abandoned_at} is null`),
    index('payment_simulator_notifications_order_idx').on(t.order_id),
  ],
);
