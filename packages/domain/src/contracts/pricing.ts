import { z } from 'zod';
import { PROMO_SCOPES } from '../promos';
import { cachedErrorResponses } from './catalogue';
import { commonErrorResponses } from './common';
import { defineEndpoint } from './endpoint';

/** Public pricing facts (spec 2 §3, §7): active taxes, active service fees, and promo checks. No token. */

const TAGS = ['pricing'];

// ── Taxes ────────────────────────────────────────────────────────────────────────────────────────

/** spec 2 §3 "Tax": a whole percent (PB1 10%). */
export const TaxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  percentage: z.number().int(),
  is_active: z.boolean(),
});
export type Tax = z.infer<typeof TaxSchema>;

export const ListTaxesResponseSchema = z.array(TaxSchema);
export type ListTaxesResponse = z.infer<typeof ListTaxesResponseSchema>;
export const listTaxesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/taxes',
  response: { 200: ListTaxesResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'Active taxes (a bare array; the first is applied to food)',
});

// ── Service fees ─────────────────────────────────────────────────────────────────────────────────

/** spec 2 §3 "Service fee": whole rupiah. */
export const ServiceFeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  is_active: z.boolean(),
});
export type ServiceFee = z.infer<typeof ServiceFeeSchema>;

export const ListServiceFeesResponseSchema = z.array(ServiceFeeSchema);
export type ListServiceFeesResponse = z.infer<typeof ListServiceFeesResponseSchema>;
export const listServiceFeesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/services-fee',
  response: { 200: ListServiceFeesResponseSchema, ...cachedErrorResponses },
  tags: TAGS,
  summary: 'Active service fees (a bare array)',
});

// ── Promos ───────────────────────────────────────────────────────────────────────────────────────

const subtotalParam = (name: string) =>
  z.coerce
    .number({ message: `The ${name} subtotal must be a number.` })
    .int({ message: `The ${name} subtotal must be a whole number of rupiah.` })
    .min(0, { message: `The ${name} subtotal must be at least 0.` })
    .max(1_000_000_000, { message: `The ${name} subtotal is too large.` })
    .optional();

/**
 * The code, and, when the page knows it, the order it is for: its room (session) and food subtotals,
 * so that the venue's scope and minimum spend refuse here as they will at booking. A signed-in
 * customer's own uses are counted against a per-customer limit.
 */
export const CheckPromoQuerySchema = z.object({
  promo_code: z.string().max(50).default(''),
  room_subtotal: subtotalParam('room'),
  fnb_subtotal: subtotalParam('food'),
});
export type CheckPromoQuery = z.input<typeof CheckPromoQuerySchema>;

/** spec 2 §3 "Promo", with its validity fields; dates are ISO instants. */
export const PromoSchema = z.object({
  id: z.number().int(),
  promo_code: z.string(),
  description: z.string(),
  percentage: z.number().int(),
  is_active: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  times_used: z.number().int(),
  usage_limit: z.number().int().nullable(),
  /** The venue's rules (packages/domain promos.ts PromoRules). */
  usage_limit_per_user: z.number().int().nullable(),
  min_spend: z.number().int(),
  applies_to: z.enum(PROMO_SCOPES),
});
export type Promo = z.infer<typeof PromoSchema>;

/** A usable promo; an unknown code answers 404, an unusable one 422 with the spec's message. */
export const CheckPromoResponseSchema = PromoSchema;
export type CheckPromoResponse = z.infer<typeof CheckPromoResponseSchema>;
export const checkPromoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/promos',
  query: CheckPromoQuerySchema,
  response: { 200: CheckPromoResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'A promo code, if it can be used now',
});
