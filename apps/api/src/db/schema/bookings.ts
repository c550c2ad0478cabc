import {
  BOOKING_CHANNELS,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  PAYMENT_METHODS,
} from '@ruangmain/domain/booking-values';
import { KITCHEN_STATES } from '@ruangmain/domain/desk-kitchen';
import { SEATING_MODES } from '@ruangmain/domain/food-order';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { games, units } from './catalogue';
import { createdAt, timestamptz, updatedAt } from './columns';
import { fnbs } from './food';
import { promos } from './pricing';
import { userRewards } from './rewards';

// What each value means: packages/domain/src/booking-values.ts.
export const bookingType = pgEnum('booking_type', BOOKING_TYPES);

export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);

export const bookingChannel = pgEnum('booking_channel', BOOKING_CHANNELS);

export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);

export const seatingMode = pgEnum('seating_mode', SEATING_MODES);

/** Where the kitchen has got to with a booking's food (packages/domain/src/desk-kitchen.ts). */
export const kitchenStatus = pgEnum('kitchen_status', KITCHEN_STATES);

export const venueBlocks = pgTable('venue_blocks', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  start_at: timestamptz('start_at').notNull(),
  end_at: timestamptz('end_at').notNull(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    invoice_number: text('invoice_number').notNull(),
    booking_type: bookingType('booking_type').notNull(),
    channel: bookingChannel('channel').notNull(),
    status: bookingStatus('status').notNull().default('pending'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff member who made an OTS booking or a block. */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    venue_block_id: integer('venue_block_id').references(() => venueBlocks.id, { onDelete: 'cascade' }),
    user_reward_id: integer('user_reward_id').references(() => userRewards.id, { onDelete: 'set null' }),
    unit_id: integer('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    game_id: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    total_visitors: integer('total_visitors'),
    start_at: timestamptz('start_at'),
    end_at: timestamptz('end_at'),
    seating: seatingMode('seating'),
    table_number: text('table_number'),
    notes: text('notes').notNull().default(''),
    payment_method: paymentMethod('payment_method').notNull(),
    promo_id: integer('promo_id').references(() => promos.id, { onDelete: 'set null' }),
    promo_code: text('promo_code'),
    promo_percentage: integer('promo_percentage'),
    // Whole rupiah, computed on the server (spec 2 §9).
    subtotal_room: integer('subtotal_room').notNull().default(0),
    subtotal_fnb: integer('subtotal_fnb').notNull().default(0),
    discount_amount: integer('discount_amount').notNull().default(0),
    reward_discount: integer('reward_discount').notNull().default(0),
    tax_percentage: integer('tax_percentage').notNull().default(0),
    tax_amount: integer('tax_amount').notNull().default(0),
    service_fee_amount: integer('service_fee_amount').notNull().default(0),
    total_price: integer('total_price').notNull().default(0),
    points_earned: integer('points_earned').notNull().default(0),
    /** When an unpaid hold stops blocking its slots (../shared/DESIGN.md "Payment state"). */
    hold_expires_at: timestamptz('hold_expires_at'),
    /**
     * While in the future, one sweeper is ending this expired hold (asking the provider, expiring the
     * order, cancelling); sweepers of other processes leave it alone (jobs/sweeper.ts).
     */
    release_claimed_until: timestamptz('release_claimed_until'),
    paid_at: timestamptz('paid_at'),
    cancelled_at: timestamptz('cancelled_at'),
    cancel_reason: text('cancel_reason'),
    /** When the front desk checked the party in, and who did (docs/decisions/0023). */
    checked_in_at: timestamptz('checked_in_at'),
    checked_in_by: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The kitchen's progress with the food (unset: new), and when it last moved. A food order's status
     * moves along with it (confirmed → preparing → served); a room booking keeps its own status.
     */
    kitchen_status: kitchenStatus('kitchen_status'),
    kitchen_updated_at: timestamptz('kitchen_updated_at'),
    /**
     * Whole rupiah given back so far; raised only by one guarded statement that keeps it within what
     * was paid, so two refunds at once cannot both pass (modules/desk/refund-booking.ts).
     */
    refunded_amount: integer('refunded_amount').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_invoice_key').on(t.invoice_number),
    index('bookings_user_idx').on(t.user_id, t.created_at),
    index('bookings_unit_start_idx').on(t.unit_id, t.start_at),
    index('bookings_pending_hold_idx').on(t.hold_expires_at).where(sql`${t.status} = 'pending'`),
    // The front desk's board: every unit's bookings and blocks touching one business day, whatever
    // their status (modules/desk/get-board.ts); the query repeats the expression and the predicate.
    index('bookings_board_period_idx')
      .using('gist', sql`tstzrange(${t.start_at}, ${t.end_at}, '[)')`)
      .where(sql`${t.booking_type} in ('room', 'block')`),
    // The staff list's order and date range: the play time, or the order time of a food order.
    index('bookings_list_time_idx').on(sql`coalesce(${t.start_at}, ${t.created_at})`, t.id),
    // Occupancy reports: the room bookings of a period, every unit at once.
    index('bookings_room_start_idx').on(t.start_at).where(sql`${t.booking_type} = 'room'`),
    check('bookings_period_ordered', sql`${t.start_at} is null or ${t.end_at} > ${t.start_at}`),
    check(
      'bookings_room_has_period',
      sql`${t.booking_type} = 'fnb' or (${t.unit_id} is not null and ${t.start_at} is not null and ${t.end_at} is not null)`,
    ),
    check('bookings_total_non_negative', sql`${t.total_price} >= 0`),
    check('bookings_refunded_amount_non_negative', sql`${t.refunded_amount} >= 0`),
    // The exclusion constraint bookings_no_overlap is added in migration 0001 (drizzle has no EXCLUDE).
  ],
);

export const bookingFnbs = pgTable(
  'booking_fnbs',
  {
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fnb_id: integer('fnb_id')
      .notNull()
      .references(() => fnbs.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Unit price at the time of the order. */
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.booking_id, t.fnb_id] }),
    check('booking_fnbs_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
