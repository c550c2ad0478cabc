import {
  BOOKING_CHANNELS,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@ruangmain/domain/booking-values';
import type { RewardEffects } from '@ruangmain/domain/contracts/catalogue';
import { CUSTOMER_NOTICE_KINDS, STAFF_NOTICE_KINDS } from '@ruangmain/domain/contracts/notices';
import { KITCHEN_STATES } from '@ruangmain/domain/desk-kitchen';
import { SEATING_MODES } from '@ruangmain/domain/food-order';
import { PROMO_SCOPES } from '@ruangmain/domain/promos';
import { USER_ROLES } from '@ruangmain/domain/roles';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Columns are snake_case in TypeScript too: they mirror the API's field names (spec 1 §3, spec 2 §3),
// so rows reach the wire without renaming.
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

// ── Accounts ──────────────────────────────────────────────────────────────
/** customer, staff (the front desk) or admin (../shared/DESIGN.md "Staff side"). */
export const userRole = pgEnum('user_role', USER_ROLES);
export const userStatus = pgEnum('user_status', ['inactive', 'active', 'blocked']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    /** Normalised to 628… (spec 1 §5: 08…, 628… and +628… are one number). */
    phone: text('phone').notNull(),
    password_hash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    status: userStatus('status').notNull().default('inactive'),
    total_points: integer('total_points').notNull().default(0),
    phone_verified_at: timestamptz('phone_verified_at'),
    /**
     * SHA-256 of the token the registration answered: the proof that a caller made this still
     * unverified registration (change number, spec 1 §2). Cleared once the phone is verified.
     */
    registration_token_hash: text('registration_token_hash'),
    registration_token_expires_at: timestamptz('registration_token_expires_at'),
    /** Whether the customer wants a WhatsApp reminder before their booking starts (profile setting). */
    whatsapp_reminders: boolean('whatsapp_reminders').notNull().default(true),
    /**
     * The account the start-up made for ADMIN_USERNAME (record 0034): the only one a start ever
     * re-passwords or promotes, found by this flag and never by its name.
     */
    start_admin: boolean('start_admin').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_start_admin_key').on(t.start_admin).where(sql`${t.start_admin}`),
    check('users_total_points_non_negative', sql`${t.total_points} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque bearer token; the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    revoked_at: timestamptz('revoked_at'),
    user_agent: text('user_agent'),
    ip: text('ip'),
    created_at: createdAt(),
    last_used_at: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.token_hash),
    index('sessions_user_id_idx').on(t.user_id),
  ],
);

export const verificationPurpose = pgEnum('verification_purpose', ['activation', 'password_reset']);

/** One-time codes sent by WhatsApp: activation OTPs and password-reset tokens (hashed, single use). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: verificationPurpose('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    /** Hash of the long token carried by the reset link (/reset-password/{token}). */
    link_token_hash: text('link_token_hash'),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    expires_at: timestamptz('expires_at').notNull(),
    consumed_at: timestamptz('consumed_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('verification_codes_user_purpose_idx').on(t.user_id, t.purpose),
    uniqueIndex('verification_codes_link_token_key').on(t.link_token_hash),
  ],
);

// ── Catalogue ─────────────────────────────────────────────────────────────
export const consoles = pgTable(
  'consoles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('consoles_name_key').on(t.name)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    max_visitors: integer('max_visitors').notNull(),
    is_available: boolean('is_available').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('rooms_name_key').on(t.name),
    check('rooms_max_visitors_positive', sql`${t.max_visitors} > 0`),
  ],
);

/** available: offered for booking; maintenance: kept but offers no slots (issue "Manage the venue"). */
export const unitStatus = pgEnum('unit_status', ['available', 'maintenance']);

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    room_id: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Whole rupiah per hour. */
    price_per_hour: integer('price_per_hour').notNull(),
    /** Points earned per booked hour; null falls back to 4 (spec 2 §9). */
    points_per_hour: integer('points_per_hour'),
    has_netflix: boolean('has_netflix').notNull().default(false),
    has_projector: boolean('has_projector').notNull().default(false),
    status: unitStatus('status').notNull().default('available'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('units_name_key').on(t.name),
    index('units_room_id_idx').on(t.room_id),
    check('units_price_non_negative', sql`${t.price_per_hour} >= 0`),
  ],
);

export const unitConsoles = pgTable(
  'unit_consoles',
  {
    unit_id: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    console_id: integer('console_id')
      .notNull()
      .references(() => consoles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.unit_id, t.console_id] }),
    index('unit_consoles_console_idx').on(t.console_id),
  ],
);

export const genres = pgTable(
  'genres',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [uniqueIndex('genres_name_key').on(t.name)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('games_title_key').on(t.title)],
);

export const gameGenres = pgTable(
  'game_genres',
  {
    game_id: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    genre_id: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.game_id, t.genre_id] })],
);

export const gameConsoles = pgTable(
  'game_consoles',
  {
    game_id: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    console_id: integer('console_id')
      .notNull()
      .references(() => consoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.game_id, t.console_id] })],
);

export const unitGames = pgTable(
  'unit_games',
  {
    unit_id: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    game_id: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The unit's order of its games, as the wizard lists them (lowest first). */
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.unit_id, t.game_id] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  is_active: boolean('is_active').notNull().default(true),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  is_published: boolean('is_published').notNull().default(true),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

// ── Food and drinks ───────────────────────────────────────────────────────
export const fnbCategories = pgTable(
  'fnb_categories',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('fnb_categories_category_key').on(t.category)],
);

export const fnbs = pgTable(
  'fnbs',
  {
    id: serial('id').primaryKey(),
    fnb_category_id: integer('fnb_category_id')
      .notNull()
      .references(() => fnbCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    image: text('image'),
    is_available: boolean('is_available').notNull().default(true),
    /** The menu's order within a category (lowest first). */
    sort_order: integer('sort_order').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('fnbs_name_key').on(t.name),
    index('fnbs_category_idx').on(t.fnb_category_id),
    check('fnbs_price_non_negative', sql`${t.price} >= 0`),
  ],
);

// ── Pricing ───────────────────────────────────────────────────────────────
/** What a promo takes its percentage off: the room, the food, or both. */
export const promoScope = pgEnum('promo_scope', PROMO_SCOPES);

export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are trimmed and upper-cased on input (spec 2 §5). */
    promo_code: text('promo_code').notNull(),
    description: text('description').notNull().default(''),
    percentage: integer('percentage').notNull(),
    start_date: timestamptz('start_date'),
    end_date: timestamptz('end_date'),
    usage_limit: integer('usage_limit'),
    times_used: integer('times_used').notNull().default(0),
    /** Uses one customer may have (live or paid bookings and food orders); null: no per-customer limit. */
    usage_limit_per_user: integer('usage_limit_per_user'),
    /** Whole rupiah the subtotal it applies to must reach; 0: none. */
    min_spend: integer('min_spend').notNull().default(0),
    applies_to: promoScope('applies_to').notNull().default('all'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('promos_code_key').on(t.promo_code),
    check('promos_percentage_range', sql`${t.percentage} between 0 and 100`),
    // A limited counter changes only by one guarded statement; the check is the last line of defence.
    check('promos_usage_within_limit', sql`${t.usage_limit} is null or ${t.times_used} <= ${t.usage_limit}`),
    check('promos_times_used_non_negative', sql`${t.times_used} >= 0`),
    check('promos_min_spend_non_negative', sql`${t.min_spend} >= 0`),
    check(
      'promos_usage_limit_per_user_positive',
      sql`${t.usage_limit_per_user} is null or ${t.usage_limit_per_user} > 0`,
    ),
  ],
);

export const taxes = pgTable('taxes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Whole percent, e.g. 10 for PB1 10%. */
  percentage: integer('percentage').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const serviceFees = pgTable('service_fees', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  amount: integer('amount').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

// ── Rewards ───────────────────────────────────────────────────────────────
export const rewardType = pgEnum('reward_type', ['free_fnb', 'free_play', 'free_merchandise']);

export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    type: rewardType('type').notNull(),
    points_required: integer('points_required').notNull(),
    /** What the reward grants, as the contract's RewardEffectsSchema reads it (spec 2 §3 "Reward data"). */
    effects: jsonb('effects').$type<RewardEffects>().notNull(),
    /** Null means unlimited. */
    stock: integer('stock'),
    /** Days a redeemed reward stays usable. */
    validity_days: integer('validity_days').notNull().default(30),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('rewards_points_positive', sql`${t.points_required} > 0`),
    check('rewards_stock_non_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

export const userRewardStatus = pgEnum('user_reward_status', ['available', 'used', 'expired']);

export const userRewards = pgTable(
  'user_rewards',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reward_id: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    status: userRewardStatus('status').notNull().default('available'),
    voucher_code: text('voucher_code').notNull(),
    points_spent: integer('points_spent').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    /** Staff member who handed over a merchandise reward. */
    claimed_by: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('user_rewards_voucher_key').on(t.voucher_code),
    index('user_rewards_user_idx').on(t.user_id),
  ],
);

// ── Bookings and payments ─────────────────────────────────────────────────
// What each value means: packages/domain/src/booking-values.ts.
export const bookingType = pgEnum('booking_type', BOOKING_TYPES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const bookingChannel = pgEnum('booking_channel', BOOKING_CHANNELS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const seatingMode = pgEnum('seating_mode', SEATING_MODES);
/** Where the kitchen has got to with a booking's food (packages/domain/src/desk-kitchen.ts). */
export const kitchenStatus = pgEnum('kitchen_status', KITCHEN_STATES);

/** Statuses that occupy a unit (../shared/DESIGN.md "No double booking"). */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed', 'ongoing'] as const;

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

// ── Messaging ─────────────────────────────────────────────────────────────
export const messageStatus = pgEnum('message_status', ['queued', 'sent', 'failed']);

export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    to_phone: text('to_phone').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    status: messageStatus('status').notNull().default('queued'),
    provider_message_id: text('provider_message_id'),
    error: text('error'),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [index('outbound_messages_phone_idx').on(t.to_phone, t.created_at)],
);

// ── Venue settings ────────────────────────────────────────────────────────
/** Small key/value facts about this installation and the venue's policies. */
export const venueSettings = pgTable('venue_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: updatedAt(),
});

// ── Rate limits ───────────────────────────────────────────────────────────
/** Fixed-window counters shared by every API process (login, codes, resets per phone and per IP). */
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

// ── Login lock-outs ───────────────────────────────────────────────────────
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

// ── Payment simulator ─────────────────────────────────────────────────────
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

// ── Idempotency ───────────────────────────────────────────────────────────
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

// ── Front desk ────────────────────────────────────────────────────────────
/**
 * The audit trail of staff actions (../shared/DESIGN.md "Staff side": who, when, what, before, after).
 * Rows are only ever inserted; the actor's name and role are copied so the trail reads true later.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_name: text('actor_name').notNull(),
    actor_role: userRole('actor_role').notNull(),
    /** What was done, e.g. 'booking.check_in' (contracts/audit.ts AUDIT_ACTIONS). */
    action: text('action').notNull(),
    /** What it was done to: 'booking', 'venue_block', 'user_reward', 'fnb_order'. */
    subject_type: text('subject_type').notNull(),
    subject_id: integer('subject_id').notNull(),
    /** How people name the subject: an invoice number, a block's title, a voucher code. */
    subject_label: text('subject_label').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at, t.id),
    index('audit_log_subject_idx').on(t.subject_type, t.subject_id),
    index('audit_log_actor_idx').on(t.actor_id, t.created_at),
  ],
);

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

// ── Shifts ────────────────────────────────────────────────────────────────
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

// ── Notices ───────────────────────────────────────────────────────────────
export const noticeStatus = pgEnum('notice_status', ['pending', 'sent', 'failed']);

/**
 * WhatsApp notices to customers (issue 18 "Notices"), a queue apart from the booking: a booking never
 * waits for or fails on a send. `dedupe_key` makes each notice happen once whatever runs twice (e.g.
 * 'booking_reminder:42' with several sweepers); a failed send is retried at `next_attempt_at` and,
 * once given up, shown to staff.
 */
export const customerNotices = pgTable(
  'customer_notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CUSTOMER_NOTICE_KINDS }).notNull(),
    dedupe_key: text('dedupe_key').notNull(),
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    refund_id: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    to_phone: text('to_phone').notNull(),
    body: text('body').notNull(),
    status: noticeStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** While in the future, one process is sending this notice; others leave it alone. */
    claimed_until: timestamptz('claimed_until'),
    last_error: text('last_error'),
    provider_message_id: text('provider_message_id'),
    sent_at: timestamptz('sent_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_notices_dedupe_key').on(t.dedupe_key),
    index('customer_notices_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    index('customer_notices_booking_idx').on(t.booking_id),
  ],
);

/**
 * The back office's bell (issue 18 "Notices"): new paid online bookings, food orders placed, payments
 * after release, merchandise claims waiting, notices that failed. Each happens once per subject
 * (`dedupe_key`); who has read which is kept per staff member in staff_notice_reads. An insert is
 * announced on 'staff_notice_added' (migration 0017).
 */
export const staffNotices = pgTable(
  'staff_notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: STAFF_NOTICE_KINDS }).notNull(),
    dedupe_key: text('dedupe_key').notNull(),
    subject_type: text('subject_type').notNull(),
    subject_id: integer('subject_id').notNull(),
    /** How staff name the subject: an invoice number, a voucher code. */
    label: text('label').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_notices_dedupe_key').on(t.dedupe_key),
    index('staff_notices_created_idx').on(t.created_at, t.id),
  ],
);

export const staffNoticeReads = pgTable(
  'staff_notice_reads',
  {
    notice_id: integer('notice_id')
      .notNull()
      .references(() => staffNotices.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notice_id, t.user_id] }),
    index('staff_notice_reads_user_idx').on(t.user_id),
  ],
);

// ── Report rollups ────────────────────────────────────────────────────────
// The reports' per-day partial results (docs/decisions/0031): valid while the versions of the UTC dates
// their day reads from are unchanged. Triggers of migration 0018 bump a date's version when a payment,
// refund, extension, booking or food line dated on it changes (never for today's UTC date).

/** How often the data of each past UTC date has changed since the rollups began. */
export const reportDayVersions = pgTable('report_day_versions', {
  utc_day: date('utc_day').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** The days stored per kind of partial, with the sum of the versions of the UTC dates they read. */
export const reportDays = pgTable(
  'report_days',
  {
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    version_sum: bigint('version_sum', { mode: 'number' }).notNull(),
    computed_at: timestamptz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

const rollupDay = () => date('day').notNull();
const rollupCount = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** Money by venue-local date, hour, source and method (revenue). */
export const reportMoneyDays = pgTable(
  'report_money_days',
  {
    day: rollupDay(),
    hour: integer('hour').notNull(),
    source: text('source').notNull(),
    method: text('method').notNull(),
    gross: rollupCount('gross'),
    refunds: rollupCount('refunds'),
    payments: rollupCount('payments'),
    refund_count: rollupCount('refund_count'),
  },
  (t) => [primaryKey({ columns: [t.day, t.hour, t.source, t.method] })],
);

/** Hours sold by business date, unit and clock hour, and the bookings started in it (occupancy, peak). */
export const reportSoldDays = pgTable(
  'report_sold_days',
  {
    day: rollupDay(),
    unit_id: integer('unit_id').notNull(),
    hour: integer('hour').notNull(),
    hours: numeric('hours').notNull(),
    started: rollupCount('started'),
  },
  (t) => [primaryKey({ columns: [t.day, t.unit_id, t.hour] })],
);

/** Room bookings played by start date, unit and game (0: none) (popular units, consoles, games). */
export const reportPlayedDays = pgTable(
  'report_played_days',
  {
    day: rollupDay(),
    unit_id: integer('unit_id').notNull(),
    game_id: integer('game_id').notNull(),
    bookings: rollupCount('bookings'),
    hours: numeric('hours').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.unit_id, t.game_id] })],
);

/** Food pieces sold by the date of their booking's first payment (popular food). */
export const reportFoodDays = pgTable(
  'report_food_days',
  {
    day: rollupDay(),
    fnb_id: integer('fnb_id').notNull(),
    pieces: rollupCount('pieces'),
    amount: rollupCount('amount'),
  },
  (t) => [primaryKey({ columns: [t.day, t.fnb_id] })],
);

/** A customer's (u<id> or p<phone>) money and room hours by date (popular customers). */
export const reportCustomerDays = pgTable(
  'report_customer_days',
  {
    day: rollupDay(),
    /** 'spend' (money moved that day) or 'hours' (room bookings started that day). */
    facet: text('facet').notNull(),
    customer: text('customer').notNull(),
    user_id: integer('user_id'),
    /** The greatest booking name and phone of the day: a guest's name is read from them. */
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    bookings: rollupCount('bookings'),
    /** The spend facet's bookings: one booking's money on several days still counts it once. */
    booking_ids: integer('booking_ids').array(),
    hours: numeric('hours').notNull(),
    amount: rollupCount('amount'),
    last_booking: integer('last_booking').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.facet, t.customer] }),
    // The top customers' own rows (their names, their bookings), read after ranking them.
    index('report_customer_days_customer_idx').on(t.facet, t.customer, t.day),
  ],
);
