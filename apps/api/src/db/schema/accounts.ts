import { LANGUAGES } from '@ruangmain/domain/languages';
import { USER_ROLES } from '@ruangmain/domain/roles';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';

/** customer, staff (the front desk) or admin (../shared/DESIGN.md "Staff side"). */
export const userRole = pgEnum('user_role', USER_ROLES);

export const userStatus = pgEnum('user_status', ['inactive', 'active', 'blocked']);

/** A language a person chose for the screens and the messages (issue 30, docs/decisions/0048). */
export const userLanguage = pgEnum('user_language', LANGUAGES);

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
    /** The language chosen on the account, taken by a device that has made no choice; null: none. */
    language: userLanguage('language'),
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
