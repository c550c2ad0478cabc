import { z } from 'zod';
import {
  authedErrorResponses,
  ErrorResponseSchema,
  idParam,
  isoDateTime,
  paginationQuery,
  paginatorSchema,
  searchQueryField,
} from './common';
import { defineEndpoint } from './endpoint';
import { HeldRewardStatusSchema } from './rewards';

/**
 * The rewards' staff side under /api/admin (../shared/DESIGN.md "Staff side"): the merchandise the
 * front desk hands over at the counter (the desk's Claims screen), staff and admins. The customer's
 * held rewards are in `rewards.ts`.
 */

const TAGS = ['rewards'];

/** A held reward, by its id. */
const ClaimParamsSchema = z.object({ id: idParam('The user reward id must be a number.') });

/** `search` finds a voucher code, a customer's name or username, or a phone (typed 08… or 62…). */
export const ListRewardClaimsQuerySchema = paginationQuery(20).extend({ search: searchQueryField() });
export type ListRewardClaimsQuery = z.input<typeof ListRewardClaimsQuerySchema>;

/** A held merchandise reward as the front desk sees it: what, whose, and whether handed over. */
export const RewardClaimSchema = z.object({
  id: z.number().int(),
  voucher_code: z.string(),
  status: HeldRewardStatusSchema,
  status_label: z.string(),
  expires_at: isoDateTime(),
  created_at: isoDateTime(),
  collected_at: isoDateTime().nullable(),
  collected_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reward: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string().nullable(),
    /** What to hand over (the reward's effects.item). */
    item: z.string(),
  }),
  customer: z.object({ id: z.number().int(), name: z.string(), username: z.string(), phone: z.string() }),
});
export type RewardClaim = z.input<typeof RewardClaimSchema>;

/** Merchandise waiting to be handed over (not collected, not expired), oldest first, 20 to a page. */
export const ListRewardClaimsResponseSchema = paginatorSchema(RewardClaimSchema);
export type ListRewardClaimsResponse = z.input<typeof ListRewardClaimsResponseSchema>;
export const listRewardClaimsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reward-claims',
  query: ListRewardClaimsQuerySchema,
  response: { 200: ListRewardClaimsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Merchandise rewards waiting at the counter, searched',
});

export const CollectRewardClaimResponseSchema = z.object({ message: z.string(), data: RewardClaimSchema });
export type CollectRewardClaimResponse = z.input<typeof CollectRewardClaimResponseSchema>;
export const collectRewardClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reward-claims/:id/collect',
  params: ClaimParamsSchema,
  response: {
    200: CollectRewardClaimResponseSchema,
    ...authedErrorResponses,
    /** Collected already. */
    409: ErrorResponseSchema,
  },
  tags: TAGS,
  summary: 'Hand a merchandise reward over: marked collected, by whom and when, once',
});
