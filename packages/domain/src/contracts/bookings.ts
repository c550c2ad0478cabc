import { z } from 'zod';
import { HISTORY_PAGE_SIZE, HISTORY_SORTS, HISTORY_TABS, HISTORY_TYPES } from '../booking-history';
import {
  BOOKING_CHANNELS,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  type BookingChannel,
  type BookingStatus,
  type BookingType,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '../booking-values';
import { BOOKING_MESSAGES, isBookingPhone, isEmailAddress, PAYMENT_CANCEL_REASONS } from '../bookings';
import { venueDateTimeField } from '../date-fields';
import { INVOICE_NUMBER_PATTERN } from '../invoice';
import { BOOKING_EVENTS_PATH } from './booking-events-path';
import {
  authedErrorResponses,
  commonErrorResponses,
  ErrorResponseSchema,
  idParam,
  isoDateTime,
  MessageResponseSchema,
  optionalPaginationQuery,
  paginatorSchema,
  searchQueryField,
} from './common';
import { defineEndpoint } from './endpoint';

/**
 * Room bookings (spec 2 §3, §7): book a unit, follow its status, give up its payment, and the
 * signed-in customer's history, detail, cancel and reschedule. Answers holding instants are typed for
 * the web with `z.input` (ISO text), see `isoDateTime`.
 */

const TAGS = ['bookings'];

// ── Shared pieces ────────────────────────────────────────────────────────────────────────────────

// The stored values (../booking-values.ts), as the contracts check and answer them.
export const BookingStatusSchema = z.enum(BOOKING_STATUSES, {
  message:
    'The status must be pending, confirmed, preparing, served, ongoing, completed, cancelled or refunded.',
});
export type { BookingStatus };

export const BookingTypeSchema = z.enum(BOOKING_TYPES, { message: 'The type must be room, fnb or block.' });
export type { BookingType };

export const BookingChannelSchema = z.enum(BOOKING_CHANNELS);
export type { BookingChannel };

export const BookingPaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type BookingPaymentMethod = PaymentMethod;

export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type { PaymentStatus };

/** An id sent as a number or a numeric string (spec 2 §5 "unit id and game id must be numbers"). */
const idField = (label: string) => idParam(`The ${label} must be a number.`);

/** A venue-local 'yyyy-MM-dd HH:mm' (spec 2 §9 "Formats"). */
const localDateTimeField = (label: string) =>
  venueDateTimeField({ required: `The ${label} is required.`, invalid: BOOKING_MESSAGES.invalidDateTime });

/** Optional text: blank or null reads as absent. (The outer optional keeps the key optional when read.) */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined)
    .optional();

const BookingParamsSchema = z.object({ id: idField('booking id') });
export type BookingParams = z.input<typeof BookingParamsSchema>;

// ── Book a room ──────────────────────────────────────────────────────────────────────────────────

/** Ordered food: lines with a quantity of 0 are dropped (spec 2 §5). */
export const FnbLinesSchema = z
  .array(z.object({ id: idField('food item id'), quantity: z.coerce.number().int().min(0).max(99) }))
  .max(50)
  .default([])
  .transform((lines) => lines.filter((line) => line.quantity > 0));

/**
 * POST /api/book-room (spec 2 §3 "Payloads"): one body for guest, customer, reward and counter (OTS)
 * bookings. The server prices every booking: totals a client sends (total_amount, tax_amount, …) are
 * not read, nor is the wizard's `date` (start_time holds it).
 */
export const BookRoomRequestSchema = z.object({
  unit_id: idField('unit id'),
  game_id: idField('game id'),
  /** The console chosen in step 1 (a unit may hold several): the game must be one it plays. */
  console_name: optionalText(100),
  total_visitors: z.coerce
    .number({ message: 'The number of people must be a number.' })
    .int()
    .min(1, 'The number of people must be greater than 0.')
    .max(100),
  start_time: localDateTimeField('start time'),
  end_time: localDateTimeField('end time'),
  name: optionalText(100),
  phone: optionalText(20).refine((value) => value === undefined || isBookingPhone(value), {
    message: BOOKING_MESSAGES.invalidPhone,
    params: { code: 'validation.regex' },
  }),
  email: optionalText(254).refine((value) => value === undefined || isEmailAddress(value), {
    message: BOOKING_MESSAGES.invalidEmail,
    params: { code: 'validation.email' },
  }),
  /** cash and qris are for staff at the counter. */
  payment_method: z
    .enum(['midtrans', 'cash', 'qris'], { message: 'The payment method must be midtrans, cash or qris.' })
    .default('midtrans'),
  promo_id: idField('promo id').nullish(),
  promo_code: optionalText(50),
  fnbs: FnbLinesSchema,
  notes: optionalText(500),
  user_reward_id: idField('reward id').nullish(),
  /** The wizard's date 'yyyy-MM-dd' (spec 2 §3); not read. */
  date: z.unknown().optional(),
});
/**
 * The body as the server reads it (ids as numbers, text trimmed, defaults filled): what a client
 * should send. Numeric strings are taken too (spec 2 §5).
 */
export type BookRoomRequest = z.infer<typeof BookRoomRequestSchema>;
export type BookRoomPaymentMethod = BookRoomRequest['payment_method'];

/** The payment provider's client key and snap.js, which a payment page loads. */
export const paymentScriptFields = {
  client_key: z.string(),
  snap_script_url: z.string(),
};

/**
 * The booking, and how to pay it: a Snap token and URL for midtrans, a QR string for QRIS; all null
 * when it is confirmed at once (a reward, cash at the counter, a total of 0).
 */
export const BookRoomResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    invoice_number: z.string(),
    order_id: z.string().nullable(),
    total_price: z.number().int(),
    status: z.enum(['pending', 'confirmed']),
    /** Until when an unpaid booking holds its slots. */
    hold_expires_at: isoDateTime().nullable(),
  }),
  invoice_number: z.string(),
  order_id: z.string().nullable(),
  // Both spellings: spec 2 §3 "Booking response may hold snapUrl or snap_url, snapToken or snap_token".
  snap_token: z.string().nullable(),
  snapToken: z.string().nullable(),
  snap_url: z.string().nullable(),
  snapUrl: z.string().nullable(),
  qr_string: z.string().nullable(),
  qr_image_url: z.string().nullable(),
  ...paymentScriptFields,
});
export type BookRoomResponse = z.input<typeof BookRoomResponseSchema>;
export const bookRoomEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/book-room',
  body: BookRoomRequestSchema,
  response: {
    201: BookRoomResponseSchema,
    ...authedErrorResponses,
    409: ErrorResponseSchema,
    502: ErrorResponseSchema,
  },
  idempotent: true,
  tags: TAGS,
  summary: 'Book a unit for whole hours: checked, priced and held on the server',
});

// ── A booking as history and detail show it ──────────────────────────────────────────────────────

/** The unit with its room and consoles. */
export const BookingUnitSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  room: z.object({ name: z.string().nullable() }),
  consoles: z.array(z.object({ name: z.string() })),
});

/** A food line, with Laravel's pivot: the quantity and the unit price charged. */
export const BookingFnbSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  pivot: z.object({ quantity: z.number().int(), price: z.number().int() }),
});

/** The price breakdown the server charged (whole rupiah). */
const chargedAmounts = {
  subtotal_room: z.number().int(),
  subtotal_fnb: z.number().int(),
  promo_code: z.string().nullable(),
  promo_percentage: z.number().int().nullable(),
  discount_amount: z.number().int(),
  reward_discount: z.number().int(),
  tax_percentage: z.number().int(),
  tax_amount: z.number().int(),
  service_fee_amount: z.number().int(),
  final_amount: z.number().int(),
};

/** A booking's money, every line adding up (booking-money.ts summarizeBookingMoney). */
export const BookingMoneySchema = z.object({
  session: z.number().int(),
  extensions: z.number().int(),
  food: z.number().int(),
  promo: z.number().int(),
  reward: z.number().int(),
  tax: z.number().int(),
  fee: z.number().int(),
  /** None for a hold cancelled before it was paid. */
  total: z.number().int().nullable(),
  paid: z.number().int(),
  refunded: z.number().int(),
  due: z.number().int(),
  refundable: z.number().int(),
});
export type BookingMoneyView = z.input<typeof BookingMoneySchema>;

/**
 * spec 2 §3 "Booking (history and detail)": venue-local times 'yyyy-MM-dd HH:mm', the food lines,
 * the review, the open payment of an unpaid booking, and transactions[0] with the latest payment
 * attempt and the price breakdown.
 */
export const BookingDetailSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  status: BookingStatusSchema,
  booking_type: BookingTypeSchema,
  channel: BookingChannelSchema,
  user_reward_id: z.number().int().nullable(),
  unit_id: z.number().int().nullable(),
  unit: BookingUnitSchema.nullable(),
  game: z
    .object({ id: z.number().int(), title: z.string().nullable(), image: z.string().nullable() })
    .nullable(),
  name: z.string(),
  phone: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  /** Whole hours. */
  duration: z.number().int().nullable(),
  total_visitors: z.number().int().nullable(),
  seating: z.enum(['table', 'unit', 'takeaway']).nullable(),
  table_number: z.string().nullable(),
  notes: z.string(),
  total_price: z.number().int(),
  points_earned: z.number().int(),
  payment_method: BookingPaymentMethodSchema,
  service_fee_amount: z.number().int(),
  tax_amount: z.number().int(),
  hold_expires_at: isoDateTime().nullable(),
  paid_at: isoDateTime().nullable(),
  cancelled_at: isoDateTime().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: isoDateTime(),
  fnbs: z.array(BookingFnbSchema),
  review: z.object({ rating: z.number().int(), description: z.string() }).nullable(),
  /** A review exists for this booking: the history shows Rated (spec 2 §4). */
  is_reviewed: z.boolean(),
  /** What the owner may do now (booking-history.ts bookingActions). */
  actions: z.object({
    cancel: z.boolean(),
    pay: z.boolean(),
    reschedule: z.boolean(),
    review: z.boolean(),
  }),
  /** How to resume paying an unpaid booking. */
  payment: z
    .object({
      order_id: z.string(),
      snap_token: z.string().nullable(),
      snap_url: z.string().nullable(),
      qr_string: z.string().nullable(),
    })
    .nullable(),
  transactions: z.array(
    z.object({
      order_id: z.string().nullable(),
      payment_status: PaymentStatusSchema.nullable(),
      ...chargedAmounts,
    }),
  ),
});
export type BookingDetail = z.input<typeof BookingDetailSchema>;

// ── Booking status (public) ──────────────────────────────────────────────────────────────────────

export const GetBookingStatusParamsSchema = z.object({
  invoice_number: z.string().regex(INVOICE_NUMBER_PATTERN, 'Invoice number not found!'),
});
export type GetBookingStatusParams = z.input<typeof GetBookingStatusParamsSchema>;

/**
 * What anyone holding the invoice number learns (spec 2 §2 "Booking success page"): what that page
 * shows, never the person (name, phone), their notes, the seating, the review or payment tokens.
 */
export const BookingStatusViewSchema = z.object({
  invoice_number: z.string(),
  status: BookingStatusSchema,
  booking_type: BookingTypeSchema,
  channel: BookingChannelSchema,
  payment_method: BookingPaymentMethodSchema,
  points_earned: z.number().int(),
  unit: BookingUnitSchema.nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  duration: z.number().int().nullable(),
  total_visitors: z.number().int().nullable(),
  total_price: z.number().int(),
  fnbs: z.array(BookingFnbSchema),
  transactions: z.array(z.object(chargedAmounts)),
  /** When it was booked or ordered: a food order's date (spec 2 §2 "Food order success page"). */
  created_at: isoDateTime(),
});
export type BookingStatusView = z.input<typeof BookingStatusViewSchema>;

export const GetBookingStatusResponseSchema = z.object({ data: BookingStatusViewSchema });
export type GetBookingStatusResponse = z.input<typeof GetBookingStatusResponseSchema>;
export const getBookingStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/booking-status/:invoice_number',
  params: GetBookingStatusParamsSchema,
  response: { 200: GetBookingStatusResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'A booking’s status by its invoice number, for guests too',
});

// ── Give up a payment ────────────────────────────────────────────────────────────────────────────

/**
 * spec 2 §3 "Cancel payment": why the payment screen gave up, and when. A guest proves the booking
 * is theirs with the order id or invoice number the booking answer carried.
 */
export const CancelPaymentRequestSchema = z.object({
  reason: z.enum(PAYMENT_CANCEL_REASONS, { message: 'The reason is not one the payment screen gives.' }),
  cancelled_at: z.iso.datetime({ offset: true }).optional(),
  order_id: z.string().max(64).optional(),
  invoice_number: z.string().max(64).optional(),
});
export type CancelPaymentRequest = z.input<typeof CancelPaymentRequestSchema>;
export const CancelPaymentResponseSchema = z.object({ status: BookingStatusSchema, message: z.string() });
export type CancelPaymentResponse = z.input<typeof CancelPaymentResponseSchema>;
export const cancelPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/bookings/:id/cancel-payment',
  params: BookingParamsSchema,
  body: CancelPaymentRequestSchema,
  response: { 200: CancelPaymentResponseSchema, ...commonErrorResponses, 409: ErrorResponseSchema },
  tags: TAGS,
  summary: 'Release an unpaid booking’s hold at once (idempotent)',
});

// ── The customer's bookings ──────────────────────────────────────────────────────────────────────

/**
 * spec 2 §2 "Booking history": the tab (active or past), the kind (all, room, fnb), a search by room,
 * unit, food item or invoice, newest or oldest first, and a page when `page` is sent.
 */
export const ListBookingHistoryQuerySchema = optionalPaginationQuery(HISTORY_PAGE_SIZE).extend({
  type: z.enum(HISTORY_TYPES, { message: 'The type must be all, room or fnb.' }).default('all'),
  tab: z.enum(HISTORY_TABS, { message: 'The tab must be active or past.' }).optional(),
  search: searchQueryField(),
  sort: z.enum(HISTORY_SORTS, { message: 'The sort must be newest or oldest.' }).default('newest'),
});
export type ListBookingHistoryQuery = z.input<typeof ListBookingHistoryQuerySchema>;
/** `{ data }` (spec 2 §7); with `page`, the paginator's fields too (spec 2 §3 Pagination). */
export const ListBookingHistoryResponseSchema = paginatorSchema(BookingDetailSchema).partial({
  current_page: true,
  last_page: true,
  per_page: true,
  total: true,
  from: true,
  to: true,
});
export type ListBookingHistoryResponse = z.input<typeof ListBookingHistoryResponseSchema>;
export const listBookingHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/customer/booking-history',
  query: ListBookingHistoryQuerySchema,
  response: { 200: ListBookingHistoryResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'The signed-in customer’s bookings and food orders: filtered, searched, sorted, paged',
});

export { OWN_BOOKINGS_EVENT } from './booking-events-path';

/**
 * A fingerprint of the signed-in customer's own bookings as their history shows them: it changes when
 * one of them does (a payment, the kitchen moving food, a check-in…) and tells nothing else.
 */
export const OwnBookingsVersionSchema = z.object({ version: z.string().regex(/^[0-9a-f]{32}$/) });
export type OwnBookingsVersion = z.input<typeof OwnBookingsVersionSchema>;

export const BookingEventsResponseSchema = z.object({ data: OwnBookingsVersionSchema });
export type BookingEventsResponse = z.input<typeof BookingEventsResponseSchema>;
export const bookingEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: BOOKING_EVENTS_PATH,
  response: { 200: BookingEventsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary:
    "The customer's own bookings' version, once as JSON or, with Accept: text/event-stream, as a stream",
  description:
    'Server-sent events named `bookings`, each with `{ "version": "<fingerprint>" }` as data, at once and ' +
    "after every change to one of the signed-in customer's own bookings or food orders (never another's). " +
    'Without `Accept: text/event-stream`, the version once, to poll.',
});

export const GetBookingDetailsResponseSchema = z.object({ data: BookingDetailSchema });
export type GetBookingDetailsResponse = z.input<typeof GetBookingDetailsResponseSchema>;
export const getBookingDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/customer/booking-details/:id',
  params: BookingParamsSchema,
  response: { 200: GetBookingDetailsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'One of the customer’s bookings (any booking, for staff)',
});

export const cancelBookingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/customer/cancel/:id',
  params: BookingParamsSchema,
  response: { 200: MessageResponseSchema, ...authedErrorResponses, 409: ErrorResponseSchema },
  tags: TAGS,
  summary: 'Cancel the customer’s unpaid booking',
});

/** A new time of the same length (venue-local 'yyyy-MM-dd HH:mm'). */
export const RescheduleBookingRequestSchema = z.object({
  start_time: localDateTimeField('start time'),
  end_time: localDateTimeField('end time'),
});
export type RescheduleBookingRequest = z.input<typeof RescheduleBookingRequestSchema>;
export const RescheduleBookingResponseSchema = z.object({
  message: z.string(),
  data: BookingDetailSchema.optional(),
});
export type RescheduleBookingResponse = z.input<typeof RescheduleBookingResponseSchema>;
export const rescheduleBookingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reschedule/:id',
  params: BookingParamsSchema,
  body: RescheduleBookingRequestSchema,
  response: { 200: RescheduleBookingResponseSchema, ...authedErrorResponses, 409: ErrorResponseSchema },
  tags: TAGS,
  summary: 'Move a booking to another time of the same length',
});

// ── Pay an unpaid booking ────────────────────────────────────────────────────────────────────────

/**
 * How to pay a held booking from the history (Pay now): the open attempt's Snap token, or a new
 * attempt's when that one has ended while the hold has not.
 */
export const ResumePaymentResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    invoice_number: z.string(),
    order_id: z.string(),
    total_price: z.number().int(),
    hold_expires_at: isoDateTime(),
  }),
  snap_token: z.string(),
  snap_url: z.string().nullable(),
  ...paymentScriptFields,
});
export type ResumePaymentResponse = z.input<typeof ResumePaymentResponseSchema>;
export const resumePaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/customer/pay/:id',
  params: BookingParamsSchema,
  response: {
    200: ResumePaymentResponseSchema,
    ...authedErrorResponses,
    409: ErrorResponseSchema,
    502: ErrorResponseSchema,
  },
  tags: TAGS,
  summary: 'Open the payment of the customer’s held booking again (a new attempt if the last one ended)',
});
