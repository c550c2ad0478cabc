import { z } from 'zod';
import { MAX_NOTES_LENGTH } from '../bookings';
import { MAX_FOOD_QUANTITY } from '../food-cart';
import { FOOD_ORDER_MESSAGES, MAX_TABLE_NUMBER_LENGTH, SEATING_MODES } from '../food-order';
import { BookRoomRequestSchema, BookRoomResponseSchema, optionalText } from './bookings';
import { authedErrorResponses, ErrorResponseSchema, idParam } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Food and drinks orders (spec 2 §3 "Food order", §7 POST /api/book-fnb): for a table, a unit or
 * take-away, paid online like a room booking, or free with a held free-food reward. The menu, its
 * categories, taxes and promos are the public lists of `catalogue.ts` and `pricing.ts`.
 */

const TAGS = ['food'];

/** One menu item and how many: at least 1, at most MAX_FOOD_QUANTITY (spec 2 §5 "Food page"). */
export const FoodOrderLineSchema = z.object({
  id: idParam('The food item id must be a number.'),
  quantity: z.coerce
    .number({ message: 'The quantity must be a number.' })
    .int('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(MAX_FOOD_QUANTITY, `The quantity may not be greater than ${MAX_FOOD_QUANTITY}.`),
});

const { name, phone, promo_id, promo_code, user_reward_id } = BookRoomRequestSchema.shape;

/**
 * POST /api/book-fnb (spec 2 §3 "Payloads: Food order"): the contact (a signed-in customer's own by
 * default), `unit_id` or `table_number` or neither (take-away), a promo, notes and the items; with
 * `user_reward_id`, a held free-food reward's items. The server prices the order: the promo
 * percentage and discount a client sends are not read.
 */
export const BookFnbRequestSchema = z
  .object({
    user_reward_id,
    name,
    phone,
    /** spec 2 §9 "Payment method is the fixed value midtrans for the online path". */
    payment_method: z
      .literal('midtrans', { message: 'The payment method must be midtrans.' })
      .default('midtrans'),
    unit_id: idParam('The unit id must be a number.').nullish(),
    table_number: optionalText(MAX_TABLE_NUMBER_LENGTH),
    promo_id,
    promo_code,
    /** Sent by the page (spec 2 §3); not read. */
    promo_percentage: z.unknown().optional(),
    discount_amount: z.unknown().optional(),
    /** The customer's own notes; the server adds the seating note of spec 2 §9 in front. */
    notes: optionalText(MAX_NOTES_LENGTH),
    fnbs: z
      .array(FoodOrderLineSchema, {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? FOOD_ORDER_MESSAGES.itemsRequired
            : 'The F&B items must be a list.',
      })
      .max(50, 'At most 50 different items.')
      .refine((lines) => lines.length > 0, {
        message: FOOD_ORDER_MESSAGES.itemsRequired,
        params: { code: 'validation.required' },
      }),
  })
  .refine((order) => !(order.unit_id && order.table_number), {
    message: 'Choose a table or a unit, not both.',
    path: ['table_number'],
    params: { code: 'validation.prohibited_with' },
  });
/** The body as the server reads it (ids as numbers, text trimmed): what a client should send. */
export type BookFnbRequest = z.infer<typeof BookFnbRequestSchema>;

export const SeatingModeSchema = z.enum(SEATING_MODES);

/**
 * spec 2 §3 "Food response": data {id, invoice_number, total_price} with the order's status and seating,
 * the Snap token under both spellings and the redirect URL; all null for an order confirmed at once
 * (a reward, or a total of 0). The invoice number and order id let a guest cancel its payment.
 */
export const BookFnbResponseSchema = z.object({
  message: z.string(),
  data: BookRoomResponseSchema.shape.data.extend({
    seating: SeatingModeSchema,
    table_number: z.string().nullable(),
    unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  ...BookRoomResponseSchema.pick({
    invoice_number: true,
    order_id: true,
    snap_token: true,
    snapToken: true,
    snap_url: true,
    snapUrl: true,
    client_key: true,
    snap_script_url: true,
  }).shape,
  /** The hosted payment page (Snap's redirect URL), the same as `snap_url`. */
  redirect_url: z.string().nullable(),
});
export type BookFnbResponse = z.input<typeof BookFnbResponseSchema>;
export const bookFnbEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/book-fnb',
  body: BookFnbRequestSchema,
  response: { 201: BookFnbResponseSchema, ...authedErrorResponses, 502: ErrorResponseSchema },
  idempotent: true,
  tags: TAGS,
  summary: 'Order food and drinks for a table, a unit or take-away: priced on the server, paid online',
});

/** A unit the signed-in customer's own booking holds now: its name and its room's (spec 2 §2). */
export const PlayingUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  room: z.object({ name: z.string() }),
});
export type PlayingUnit = z.infer<typeof PlayingUnitSchema>;

export const ListPlayingUnitsResponseSchema = z.object({ data: z.array(PlayingUnitSchema) });
export type ListPlayingUnitsResponse = z.input<typeof ListPlayingUnitsResponseSchema>;

/**
 * Where a customer may send food to a unit (issue 30): only the units of their own bookings playing
 * now, checked in or within their time. Staff send food to any unit (the public units list).
 */
export const listPlayingUnitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/customer/playing-units',
  response: { 200: ListPlayingUnitsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: "The units of the customer's own bookings playing now, where their food may be sent",
});
