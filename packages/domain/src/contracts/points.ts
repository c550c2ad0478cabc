import { z } from 'zod';
import { HISTORY_SORTS, POINT_FILTERS, POINT_HISTORY_PAGE_SIZE } from '../booking-history';
import {
  authedErrorResponses,
  isoDateTime,
  optionalPaginationQuery,
  paginatorSchema,
  searchQueryField,
} from './common';
import { defineEndpoint } from './endpoint';

/** The signed-in customer's points ledger (spec 2 §3 "Point transaction"; ../shared/DESIGN.md "Points"). */

const TAGS = ['points'];

/** One entry of the ledger: points earned by a booking, or spent on a reward. */
export const PointTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(['earned', 'debit']),
  points: z.number().int(),
  /** Which booking or reward, e.g. 'Points earned from booking BOOK-20261122-7Q2XKD'. */
  description: z.string(),
  booking_id: z.number().int().nullable(),
  user_reward_id: z.number().int().nullable(),
  created_at: isoDateTime(),
});
export type PointTransaction = z.input<typeof PointTransactionSchema>;

/**
 * spec 2 §2 "Point history": filter all, earned or debit (Redeemed), a search in the description
 * (an invoice number, a reward's name), newest or oldest first, and a page when `page` is sent.
 */
export const ListPointTransactionsQuerySchema = optionalPaginationQuery(POINT_HISTORY_PAGE_SIZE).extend({
  type: z.enum(POINT_FILTERS, { message: 'The type must be all, earned or debit.' }).default('all'),
  search: searchQueryField(),
  sort: z.enum(HISTORY_SORTS, { message: 'The sort must be newest or oldest.' }).default('newest'),
});
export type ListPointTransactionsQuery = z.input<typeof ListPointTransactionsQuerySchema>;

/** Without `page`: a bare array, at most the latest 500 (spec 2 §7); with it, a paginator. */
export const PointTransactionPageSchema = paginatorSchema(PointTransactionSchema);
export type PointTransactionPage = z.input<typeof PointTransactionPageSchema>;
export const ListPointTransactionsResponseSchema = z.union([
  z.array(PointTransactionSchema),
  PointTransactionPageSchema,
]);
export type ListPointTransactionsResponse = z.input<typeof ListPointTransactionsResponseSchema>;
export const listPointTransactionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/customer/point-transactions',
  query: ListPointTransactionsQuerySchema,
  response: { 200: ListPointTransactionsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'The signed-in customer’s points ledger: filtered, searched, sorted, paged',
});
