import { z } from 'zod';
import { REWARD_TYPES } from '../rewards';
import { NamedRefSchema, RewardEffectsSchema } from './catalogue';
import { authedErrorResponses, idParam, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Rewards a customer holds (spec 1 §3 "User reward", "Redeem response", "Apply response"; §7
 * "Rewards (customer)"): the held list, redeeming points for a reward, applying a held reward to a
 * booking or a food order. The public catalogue is in `catalogue.ts`, the front desk's merchandise
 * claims in `admin-rewards.ts`. Answers holding instants are typed for the
 * web with `z.input` (ISO text), see `isoDateTime`.
 */

const TAGS = ['rewards'];

export const RewardTypeSchema = z.enum(REWARD_TYPES);

/** A held reward's state: past its expiry it is expired, whatever is stored (rewards.ts). */
export const HeldRewardStatusSchema = z.enum(['available', 'used', 'expired']);

const RewardParamsSchema = z.object({ id: idParam('The reward id must be a number.') });
export type RewardParams = z.input<typeof RewardParamsSchema>;

const HeldRewardParamsSchema = z.object({ id: idParam('The user reward id must be a number.') });
export type HeldRewardParams = z.input<typeof HeldRewardParamsSchema>;

// ── The held list ────────────────────────────────────────────────────────────────────────────────

/**
 * spec 1 §3 "User reward (held)"; `status_label` is 'Available', 'Pending Claim', 'Used', 'Collected' or
 * 'Expired'.
 */
export const HeldRewardSchema = z.object({
  id: z.number().int(),
  reward_id: z.number().int(),
  status: HeldRewardStatusSchema,
  status_label: z.string(),
  voucher_code: z.string(),
  used_at: isoDateTime().nullable(),
  expires_at: isoDateTime(),
  created_at: isoDateTime(),
  reward: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    type: RewardTypeSchema,
    points_required: z.number().int(),
  }),
});
export type HeldReward = z.input<typeof HeldRewardSchema>;

/** The caller's held rewards, newest first (a bare array). */
export const ListHeldRewardsResponseSchema = z.array(HeldRewardSchema);
export type ListHeldRewardsResponse = z.input<typeof ListHeldRewardsResponseSchema>;
export const listHeldRewardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/customer/my-rewards',
  response: { 200: ListHeldRewardsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'The signed-in customer’s held rewards, newest first',
});

// ── Redeem ───────────────────────────────────────────────────────────────────────────────────────

/**
 * spec 1 §3 "Redeem response": the held reward's id under every name the web reads (`id`,
 * `user_reward_id`, `data.id`), with its voucher code, expiry and the balance left.
 */
export const RedeemRewardResponseSchema = z.object({
  id: z.number().int(),
  user_reward_id: z.number().int(),
  reward_id: z.number().int(),
  type: RewardTypeSchema,
  voucher_code: z.string(),
  expires_at: isoDateTime(),
  points_spent: z.number().int(),
  total_points: z.number().int(),
  data: z.object({ id: z.number().int(), type: RewardTypeSchema }),
});
export type RedeemRewardResponse = z.input<typeof RedeemRewardResponseSchema>;
export const redeemRewardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/customer/rewards/:id/redeem',
  params: RewardParamsSchema,
  response: { 201: RedeemRewardResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Spend points on a reward: the customer then holds it, with a voucher code',
});

// ── Apply ────────────────────────────────────────────────────────────────────────────────────────

/** What the reward takes off (spec 2 §3 "Reward data" price_adjustment), in whole rupiah. */
export const PriceAdjustmentSchema = z.object({
  original_session_price: z.number().int(),
  original_fnb_price: z.number().int(),
  discount_amount: z.number().int(),
  final_session_price: z.number().int(),
  final_fnb_price: z.number().int(),
  message: z.string(),
});
export type PriceAdjustment = z.infer<typeof PriceAdjustmentSchema>;

/** A free-play reward opens the booking wizard at step 2 with these locked (spec 2 §3, §4). */
export const FreePlayApplicationSchema = z.object({
  type: z.literal('free_play'),
  redirect_to: z.literal('/rent'),
  user_reward_id: z.number().int(),
  reward_details: z.object({
    name: z.string(),
    description: z.string(),
    unit: z.object({
      id: z.number().int(),
      name: z.string(),
      room: z.object({ id: z.number().int(), name: z.string() }),
      /** The unit's first console, e.g. { id: 1, name: 'PS5' }. */
      console: NamedRefSchema.nullable(),
    }),
    effects: RewardEffectsSchema,
  }),
  booking_preset: z.object({
    unit_id: z.number().int(),
    room_id: z.number().int(),
    duration_hours: z.number().int(),
    total_visitors: z.number().int(),
    /** The unit's consoles, as every other answer gives them (objects with a name). */
    consoles: z.array(NamedRefSchema),
  }),
  price_adjustment: PriceAdjustmentSchema,
});

/** A menu item a free-food reward gives, with the quantity it gives. */
export const RewardItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  quantity: z.number().int(),
  is_available: z.boolean(),
});

/** A free-food reward opens the food page with its items, free (spec 2 §2 "Reward orders"). */
export const FreeFnbApplicationSchema = z.object({
  type: z.literal('free_fnb'),
  redirect_to: z.literal('/food-drinks'),
  user_reward_id: z.number().int(),
  reward_details: z.object({ name: z.string(), description: z.string(), effects: RewardEffectsSchema }),
  items: z.array(RewardItemSchema),
  price_adjustment: PriceAdjustmentSchema,
});

/**
 * spec 1 §3 "Apply response": where to go and what the reward brings there. Applying uses nothing up:
 * the booking or food order made with `user_reward_id` does, once. Merchandise is collected from
 * staff and answers 422; a used or expired reward 422; another customer's, 404.
 */
export const ApplyRewardResponseSchema = z.discriminatedUnion('type', [
  FreePlayApplicationSchema,
  FreeFnbApplicationSchema,
]);
export type ApplyRewardResponse = z.input<typeof ApplyRewardResponseSchema>;
export const applyRewardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/customer/rewards-apply/:id/apply',
  params: HeldRewardParamsSchema,
  response: { 200: ApplyRewardResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Where a held reward is used, and what it brings there',
});
