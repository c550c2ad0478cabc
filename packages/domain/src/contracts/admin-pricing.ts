import { z } from 'zod';
import { normalizePromoCode, PROMO_SCOPES } from '../promos';
import { REWARD_TYPES } from '../rewards';
import { RewardEffectsSchema } from './catalogue';
import {
  adminListQuery,
  defineCollection,
  flagField,
  optionalText,
  requiredText,
  storedImageField,
} from './collection';
import { idParam, isoDateTime } from './common';

/**
 * The back office's prices (issue 17 "Manage the venue"): promos, rewards, taxes and service fees
 * under /api/admin/{promos,rewards,taxes,services-fee}, admins only. Field names follow spec 1 §3 and
 * spec 2 §3. A create body is the whole thing, with defaults for what it may leave out; an update
 * body any part of it, so what it leaves out stays as it is.
 */

const stamps = { created_at: isoDateTime(), updated_at: isoDateTime() };

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} may not be greater than ${max}.`);

/** The most rupiah a minimum spend, a fee or a subtotal may name: far above any booking. */
const MAX_RUPIAH = 100_000_000;

// ── Promos ────────────────────────────────────────────────────────────────
/** Stored as customers type it once trimmed and upper-cased (spec 2 §5); letters, digits, - and _. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

const promoFields = {
  promo_code: requiredText('promo code', 50)
    .transform(normalizePromoCode)
    .refine((code) => PROMO_CODE_PATTERN.test(code), {
      message: 'The promo code may only hold letters, digits, - and _.',
      params: { code: 'validation.regex' },
    }),
  description: optionalText('description', 500),
  percentage: wholeNumber('percentage', 1, 100),
  is_active: flagField('active flag'),
  /** Instants (the form sends the venue's midnight of the days it shows); null: no bound. */
  start_date: isoDateTime().nullable(),
  end_date: isoDateTime().nullable(),
  /** All customers' uses together; null: unlimited. */
  usage_limit: wholeNumber('usage limit', 1, 1_000_000).nullable(),
  usage_limit_per_user: wholeNumber('usage limit per customer', 1, 1_000).nullable(),
  min_spend: wholeNumber('minimum spend', 0, MAX_RUPIAH),
  applies_to: z.enum(PROMO_SCOPES, { message: 'The promo applies to room, fnb or all.' }),
};

/**
 * The end may not come before the start (422 under end_date), whenever both are given. It also runs
 * when a field already failed, so it judges only real dates and leaves the rest to their own message.
 */
const endAfterStart = <T extends { start_date?: unknown; end_date?: unknown }>(body: T) =>
  !(body.start_date instanceof Date) ||
  !(body.end_date instanceof Date) ||
  body.end_date.getTime() >= body.start_date.getTime();
const END_AFTER_START = {
  message: 'The end date must be a date after or equal to the start date.',
  path: ['end_date'],
  params: { code: 'validation.after_or_equal' },
};

export const PromoBodySchema = z
  .object({
    ...promoFields,
    description: promoFields.description.default(''),
    is_active: promoFields.is_active.default(true),
    start_date: promoFields.start_date.default(null),
    end_date: promoFields.end_date.default(null),
    usage_limit: promoFields.usage_limit.default(null),
    usage_limit_per_user: promoFields.usage_limit_per_user.default(null),
    min_spend: promoFields.min_spend.default(0),
    applies_to: promoFields.applies_to.default('all'),
  })
  .refine(endAfterStart, END_AFTER_START);
export type PromoBody = z.input<typeof PromoBodySchema>;
export const PromoUpdateSchema = z.object(promoFields).partial().refine(endAfterStart, END_AFTER_START);
export type PromoUpdate = z.input<typeof PromoUpdateSchema>;

export const AdminPromoSchema = z.object({
  id: z.number().int(),
  promo_code: z.string(),
  description: z.string(),
  percentage: z.number().int(),
  is_active: z.boolean(),
  start_date: isoDateTime().nullable(),
  end_date: isoDateTime().nullable(),
  usage_limit: z.number().int().nullable(),
  /** Counted by the bookings themselves; read-only here. */
  times_used: z.number().int(),
  usage_limit_per_user: z.number().int().nullable(),
  min_spend: z.number().int(),
  applies_to: z.enum(PROMO_SCOPES),
  /** How many bookings and food orders name it: such a promo is deactivated, not deleted. */
  bookings_count: z.number().int(),
  ...stamps,
});
export type AdminPromo = z.input<typeof AdminPromoSchema>;

export const PROMO_SORTS = [
  'created_at',
  'promo_code',
  'percentage',
  'end_date',
  'times_used',
  'is_active',
] as const;
export const ListPromosQuerySchema = adminListQuery(PROMO_SORTS);
export type ListPromosQuery = z.input<typeof ListPromosQuerySchema>;

export const promoEndpoints = defineCollection({
  path: '/api/admin/promos',
  noun: 'promo',
  plural: 'promos',
  item: AdminPromoSchema,
  body: PromoBodySchema,
  updateBody: PromoUpdateSchema,
  query: ListPromosQuerySchema,
});

// ── Rewards ───────────────────────────────────────────────────────────────
/**
 * What a reward grants, stricter than the catalogue's RewardEffectsSchema it must also pass: a free
 * play names a unit and whole hours, free food at least one item with a quantity, merchandise the item.
 */
export const RewardEffectsBodySchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('free_play'),
        unit_id: idParam('The unit must be chosen.'),
        duration_hours: wholeNumber('hours', 1, 12),
      }),
      z.object({
        type: z.literal('free_fnb'),
        fnbs: z
          .array(
            z.object({
              fnb_id: idParam('Each item must be chosen.'),
              quantity: wholeNumber('quantity', 1, 20),
            }),
            { message: 'The items must be a list.' },
          )
          .min(1, 'Free food needs at least one item.')
          .max(20, 'Free food may not hold more than 20 items.')
          .refine((lines) => new Set(lines.map((line) => line.fnb_id)).size === lines.length, {
            message: 'Each item may be listed once.',
            params: { code: 'validation.distinct' },
          }),
      }),
      z.object({ type: z.literal('free_merchandise'), item: requiredText('merchandise item', 100) }),
    ],
    { message: 'The effects must be those of free_play, free_fnb or free_merchandise.' },
  )
  .pipe(RewardEffectsSchema);
export type RewardEffectsBody = z.input<typeof RewardEffectsBodySchema>;

const rewardFields = {
  name: requiredText('name', 100),
  description: optionalText('description', 2000),
  image: storedImageField(),
  type: z.enum(REWARD_TYPES, { message: 'The type must be free_play, free_fnb or free_merchandise.' }),
  points_required: wholeNumber('points required', 1, 1_000_000),
  effects: RewardEffectsBodySchema,
  /** Null: unlimited. */
  stock: wholeNumber('stock', 0, 1_000_000).nullable(),
  validity_days: wholeNumber('validity', 1, 3_650),
  is_active: flagField('active flag'),
};

/** The effects are of the reward's type (422 under effects), whenever both are given. */
const effectsOfType = <T extends { type?: string; effects?: { type: string } }>(body: T) =>
  !body.type || !body.effects || body.type === body.effects.type;
const EFFECTS_OF_TYPE = {
  message: 'The effects must be of the reward’s type.',
  path: ['effects'],
  params: { code: 'validation.in' },
};

export const RewardBodySchema = z
  .object({
    ...rewardFields,
    description: rewardFields.description.default(''),
    image: rewardFields.image.default(null),
    stock: rewardFields.stock.default(null),
    validity_days: rewardFields.validity_days.default(30),
    is_active: rewardFields.is_active.default(true),
  })
  .refine(effectsOfType, EFFECTS_OF_TYPE);
export type RewardBody = z.input<typeof RewardBodySchema>;
export const RewardUpdateSchema = z.object(rewardFields).partial().refine(effectsOfType, EFFECTS_OF_TYPE);
export type RewardUpdate = z.input<typeof RewardUpdateSchema>;

export const AdminRewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  type: z.enum(REWARD_TYPES),
  points_required: z.number().int(),
  effects: RewardEffectsSchema,
  stock: z.number().int().nullable(),
  validity_days: z.number().int(),
  is_active: z.boolean(),
  /** How many times customers redeemed it: such a reward is deactivated, not deleted. */
  redeemed_count: z.number().int(),
  ...stamps,
});
export type AdminReward = z.input<typeof AdminRewardSchema>;

export const REWARD_SORTS = ['points_required', 'name', 'type', 'stock', 'is_active', 'created_at'] as const;
export const ListRewardsAdminQuerySchema = adminListQuery(REWARD_SORTS);
export type ListRewardsAdminQuery = z.input<typeof ListRewardsAdminQuerySchema>;

export const rewardEndpoints = defineCollection({
  path: '/api/admin/rewards',
  noun: 'reward',
  plural: 'rewards',
  item: AdminRewardSchema,
  body: RewardBodySchema,
  updateBody: RewardUpdateSchema,
  query: ListRewardsAdminQuerySchema,
});

// ── Taxes ─────────────────────────────────────────────────────────────────
const taxFields = {
  name: requiredText('name', 60),
  /** Whole percent (PB1 10%). */
  percentage: wholeNumber('percentage', 0, 100),
  /** One tax is active at a time: it is the PB1 every price applies to food (spec 2 §7, §9). */
  is_active: flagField('active flag'),
};
export const TaxBodySchema = z.object({ ...taxFields, is_active: taxFields.is_active.default(true) });
export type TaxBody = z.input<typeof TaxBodySchema>;
export const TaxUpdateSchema = z.object(taxFields).partial();
export type TaxUpdate = z.input<typeof TaxUpdateSchema>;

export const AdminTaxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  percentage: z.number().int(),
  is_active: z.boolean(),
  ...stamps,
});
export type AdminTax = z.input<typeof AdminTaxSchema>;

export const TAX_SORTS = ['created_at', 'name', 'percentage', 'is_active'] as const;
export const ListTaxesAdminQuerySchema = adminListQuery(TAX_SORTS);
export type ListTaxesAdminQuery = z.input<typeof ListTaxesAdminQuerySchema>;

export const taxEndpoints = defineCollection({
  path: '/api/admin/taxes',
  noun: 'tax',
  plural: 'taxes',
  item: AdminTaxSchema,
  body: TaxBodySchema,
  updateBody: TaxUpdateSchema,
  query: ListTaxesAdminQuerySchema,
});

// ── Service fees ──────────────────────────────────────────────────────────
const serviceFeeFields = {
  name: requiredText('name', 60),
  /** Whole rupiah; every active fee is added to a booking (spec 2 §9). */
  amount: wholeNumber('amount', 0, MAX_RUPIAH),
  is_active: flagField('active flag'),
};
export const ServiceFeeBodySchema = z.object({
  ...serviceFeeFields,
  is_active: serviceFeeFields.is_active.default(true),
});
export type ServiceFeeBody = z.input<typeof ServiceFeeBodySchema>;
export const ServiceFeeUpdateSchema = z.object(serviceFeeFields).partial();
export type ServiceFeeUpdate = z.input<typeof ServiceFeeUpdateSchema>;

export const AdminServiceFeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  is_active: z.boolean(),
  ...stamps,
});
export type AdminServiceFee = z.input<typeof AdminServiceFeeSchema>;

export const SERVICE_FEE_SORTS = ['created_at', 'name', 'amount', 'is_active'] as const;
export const ListServiceFeesAdminQuerySchema = adminListQuery(SERVICE_FEE_SORTS);
export type ListServiceFeesAdminQuery = z.input<typeof ListServiceFeesAdminQuerySchema>;

export const serviceFeeEndpoints = defineCollection({
  path: '/api/admin/services-fee',
  noun: 'service fee',
  plural: 'service fees',
  item: AdminServiceFeeSchema,
  body: ServiceFeeBodySchema,
  updateBody: ServiceFeeUpdateSchema,
  query: ListServiceFeesAdminQuerySchema,
});
