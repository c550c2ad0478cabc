import { z } from 'zod';
import { venueDateField } from '../date-fields';
import { BOARD_STATES } from '../desk';
import {
  BookingChannelSchema,
  BookingPaymentMethodSchema,
  BookingStatusSchema,
  BookingTypeSchema,
} from './bookings';
import { authedErrorResponses, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The front desk's board (issue "Front desk"): the venue's units against the time of one business
 * day, with every booking and venue block on them, under /api/admin (staff and admins).
 */

const TAGS = ['admin'];

export const BoardStateSchema = z.enum(BOARD_STATES);

/**
 * `date` is a business date (spec 2 §9: a Friday runs until Saturday 01:00); without it, the one the
 * venue is in now, or today's when it is closed. `show_hidden` adds cancelled and refunded bookings.
 */
export const GetBoardQuerySchema = z.object({
  date: venueDateField({
    required: 'The date must be a date.',
    invalid: 'The date must be a date in the format yyyy-MM-dd.',
  }).optional(),
  show_hidden: z
    .enum(['true', 'false'], { message: 'show_hidden must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});
export type GetBoardQuery = z.input<typeof GetBoardQuerySchema>;

export const BoardUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price_per_hour: z.number().int(),
  consoles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BoardUnit = z.input<typeof BoardUnitSchema>;

export const BoardRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  max_visitors: z.number().int(),
  units: z.array(BoardUnitSchema),
});
export type BoardRoom = z.input<typeof BoardRoomSchema>;

/** One booking or venue block on a unit, drawn by its state (desk.ts boardStateOf). */
export const BoardBlockSchema = z.object({
  id: z.number().int(),
  unit_id: z.number().int(),
  state: BoardStateSchema,
  status: BookingStatusSchema,
  booking_type: BookingTypeSchema,
  channel: BookingChannelSchema,
  invoice_number: z.string(),
  /** Instants: the staff app places and labels them in the venue's zone (hours.ts toLocalDateTime). */
  start_at: isoDateTime(),
  end_at: isoDateTime(),
  name: z.string(),
  phone: z.string(),
  total_visitors: z.number().int().nullable(),
  game: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  payment_method: BookingPaymentMethodSchema,
  total_price: z.number().int(),
  checked_in_at: isoDateTime().nullable(),
  /** Until when an unpaid hold keeps its slots. */
  hold_expires_at: isoDateTime().nullable(),
  /** An extension waiting for its QRIS payment. */
  has_unpaid_extension: z.boolean(),
  /** The event or maintenance a venue block belongs to (record 0001). */
  venue_block: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type BoardBlock = z.input<typeof BoardBlockSchema>;

/**
 * The board's figures for the day it shows (issue 29), under its stat cards: what another day's
 * board shows is that day's, not today's.
 */
export const BoardSummarySchema = z.object({
  /**
   * Whole rupiah received in the business date's period (its midnight, or the night before's closing
   * if later, to the next date's), refunds given taken off; until now on the current day.
   */
  revenue: z.number().int(),
  /** Paid room bookings starting in the business day. */
  bookings: z.number().int(),
  /** Units with a party playing (checked in) now: only on the day the venue is in, null on another. */
  units_in_use: z.number().int().nullable(),
  units_total: z.number().int(),
  /**
   * Open food orders (paid, not served or cancelled, the kitchen's new and preparing): on the current
   * day every one, overdue ones included, as the kitchen lists them; on another, those due that day.
   */
  food_orders_open: z.number().int(),
});
export type BoardSummary = z.input<typeof BoardSummarySchema>;

export const BoardSchema = z.object({
  date: z.string(),
  /** Whether `date` is the business date the venue is in now (deskDateOf): the only one with a now. */
  is_today: z.boolean(),
  /** When the business day opens and closes (closing may be past midnight). */
  opens_at: isoDateTime(),
  closes_at: isoDateTime(),
  /** The server's clock, for the "now" line. */
  now: isoDateTime(),
  slot_minutes: z.number().int(),
  rooms: z.array(BoardRoomSchema),
  blocks: z.array(BoardBlockSchema),
  summary: BoardSummarySchema,
});
export type Board = z.input<typeof BoardSchema>;

export const GetBoardResponseSchema = z.object({ data: BoardSchema });
export type GetBoardResponse = z.input<typeof GetBoardResponseSchema>;
export const getBoardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/board',
  query: GetBoardQuerySchema,
  response: { 200: GetBoardResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'The board: units by room against one business day, with every booking and venue block',
});

/**
 * The live board (record 0022): the board's version, a number that grows with every change the board
 * shows (a desk action, an online booking, a payment, the sweeper), made by any API process. A board
 * reloads when it changes. With `Accept: text/event-stream` the answer is a stream of server-sent
 * events named `board` (BOARD_EVENT) whose data is `{ version }`: one at once, then one after each
 * change, within a fraction of a second; the stream asks the browser to reconnect after 1 s when cut.
 * Without it, the version is answered once, as JSON: a client that cannot stream polls it.
 */
export const BOARD_EVENT = 'board';

export const BoardVersionSchema = z.object({ version: z.string().regex(/^\d+$/) });
export type BoardVersion = z.input<typeof BoardVersionSchema>;

export const BoardEventsResponseSchema = z.object({ data: BoardVersionSchema });
export type BoardEventsResponse = z.input<typeof BoardEventsResponseSchema>;
export const boardEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/board/events',
  response: { 200: BoardEventsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: "The board's version, once as JSON or, with Accept: text/event-stream, as a stream of changes",
  description:
    'Server-sent events named `board`, each with `{ "version": "<n>" }` as data, at once and after every ' +
    'change the board shows, whichever API process made it. Without `Accept: text/event-stream`, the ' +
    'version once, to poll.',
});
