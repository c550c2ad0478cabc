import type { RewardEffects } from '@ruangmain/domain/contracts/catalogue';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz, updatedAt } from './columns';

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
