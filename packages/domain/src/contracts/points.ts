import { z } from 'zod';
import { authedErrorResponses, isoDateTime } from './common';

/** The signed-in customer's points ledger (spec 2 §3 "Point transaction"; ../shared/DESIGN.md "Points"). */

const TAGS = ['points'];

/** One entry of the ledger: points earned by a booking, or spent on a reward. */
export const PointTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(['earned', 'debit']),
  points: z.number().int(),
  description: z.string(),
  booking_id: z.number().int().nullable(),
  user_reward_id: z.number().int().nullable(),
  created_at: isoDateTime(),
});
export type PointTransaction = z.input<typeof PointTransactionSchema>;

/** Newest first, at most the latest 500 (a bare array). */
export const ListPointTransactionsResponseSchema = z.array(PointTransactionSchema);
export type ListPointTransactionsResponse = z.input<typeof ListPointTransactionsResponseSchema>;
export const listPointTransactionsRoute = {
  tags: TAGS,
  summary: 'The signed-in customer’s points ledger, newest first',
  response: { 200: ListPointTransactionsResponseSchema, ...authedErrorResponses },
} as const;
