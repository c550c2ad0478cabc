import { z } from 'zod';
import { KITCHEN_STATES, KITCHEN_TARGETS } from '../desk-kitchen';
import { SEATING_MODES } from '../food-order';
import { BookingStatusSchema } from './bookings';
import { authedErrorResponses, ErrorResponseSchema, idParam, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The kitchen's queue under /api/admin (issue "Front desk", Kitchen): paid food orders and the food
 * inside paid room bookings, new → preparing → served (or cancelled), with where it goes, what, the
 * customer's notes and how long it has waited. A new paid order and every move change the board's
 * version (GET /api/admin/board/events, record 0022), which a kitchen screen listens to; a session's
 * food coming due changes no row, so a screen also reloads every minute (its waiting minutes do too).
 */

const TAGS = ['admin'];

export const KitchenStateSchema = z.enum(KITCHEN_STATES);

/**
 * Without `status`: what is still on the kitchen's hands (new and preparing, however old; a session's
 * food from KITCHEN_LEAD_MINUTES before its start, until the session ended before the day opened) and
 * what was served or cancelled since the business day opened (while the venue is closed, the last one
 * that opened: kitchenDayOpensAt). With it: that column only.
 */
export const ListFnbOrdersQuerySchema = z.object({
  status: z
    .enum(KITCHEN_STATES, { message: 'The status must be new, preparing, served or cancelled.' })
    .optional(),
});
export type ListFnbOrdersQuery = z.input<typeof ListFnbOrdersQuerySchema>;

export const FnbOrderItemSchema = z.object({
  fnb_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
});

export const FnbOrderSchema = z.object({
  /** The booking's id: a food order, or the room booking the food comes with. */
  id: z.number().int(),
  invoice_number: z.string(),
  /** fnb: a food order of its own; room: food ordered with a session on a unit. */
  kind: z.enum(['fnb', 'room']),
  state: KitchenStateSchema,
  /** The booking's own status (a food order's moves with the kitchen). */
  status: BookingStatusSchema,
  name: z.string(),
  phone: z.string(),
  seating: z.object({
    mode: z.enum(SEATING_MODES),
    table_number: z.string().nullable(),
    unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** 'Table 5', 'Unit PS5 Regular 1', 'Take Away' (food-order.ts describeSeating). */
    label: z.string(),
  }),
  items: z.array(FnbOrderItemSchema),
  /** The order's note as written (spec 2 §9: 'FnB Booking - Table 5 - Less ice'). */
  notes: z.string(),
  /** When the kitchen should start: a food order when paid, a session's food at its start. */
  due_at: isoDateTime(),
  /** A session's start and end (room only). */
  session: z.object({ start_at: isoDateTime(), end_at: isoDateTime() }).nullable(),
  /** Whole minutes since it was due, until served or cancelled (desk-kitchen.ts minutesWaiting). */
  minutes_waiting: z.number().int(),
  /** Open, and due before the current business day opened: forgotten, to serve, cancel or close. */
  is_overdue: z.boolean(),
  /**
   * What a refund may still give back of a food order (its total less what was refunded); 0 for a
   * session's food, which goes back with its booking at the desk.
   */
  refundable_amount: z.number().int(),
  kitchen_updated_at: isoDateTime().nullable(),
});
export type FnbOrder = z.input<typeof FnbOrderSchema>;

export const ListFnbOrdersResponseSchema = z.object({
  /** The server's clock, to count waiting minutes on from. */
  now: isoDateTime(),
  data: z.array(FnbOrderSchema),
});
export type ListFnbOrdersResponse = z.input<typeof ListFnbOrdersResponseSchema>;
export const listFnbOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/fnb-orders',
  query: ListFnbOrdersQuerySchema,
  response: { 200: ListFnbOrdersResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: "The kitchen's queue: paid food orders and food in paid room bookings, oldest due first",
});

export const FnbOrderIdParamsSchema = z.object({ id: idParam('The order id must be a number.') });
export const MoveFnbOrderRequestSchema = z.object({
  status: z.enum(KITCHEN_TARGETS, { message: 'The status must be preparing, served or cancelled.' }),
  /**
   * Why the kitchen cancels, or closes an overdue order as served without telling the customer
   * (optional; the trail keeps it).
   */
  reason: z.string().trim().max(200, 'The reason may not be greater than 200 characters.').optional(),
});
export type MoveFnbOrderRequest = z.input<typeof MoveFnbOrderRequestSchema>;

export const MoveFnbOrderResponseSchema = z.object({ message: z.string(), data: FnbOrderSchema });
export type MoveFnbOrderResponse = z.input<typeof MoveFnbOrderResponseSchema>;
export const moveFnbOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/fnb-orders/:id/status',
  params: FnbOrderIdParamsSchema,
  body: MoveFnbOrderRequestSchema,
  response: { 200: MoveFnbOrderResponseSchema, ...authedErrorResponses, 409: ErrorResponseSchema },
  tags: TAGS,
  summary:
    'Move an order along: new → preparing → served, or cancelled before served (409 if moved meanwhile)',
});
