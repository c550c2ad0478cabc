import { z } from 'zod';
import { venueDateTimeField } from '../date-fields';
import { BOARD_STATES, EXTENSION_STEP_MINUTES, isExtensionStep, MAX_EXTENSION_MINUTES } from '../desk';
import { AdminBookingSchema } from './admin-bookings';
import {
  BookingDetailSchema,
  BookingMoneySchema,
  BookingPaymentMethodSchema,
  PaymentStatusSchema,
} from './bookings';
import { authedErrorResponses, ErrorResponseSchema, idParam, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';
import { HeldRewardSchema } from './rewards';

/**
 * The front desk's actions on bookings under /api/admin (issue "Front desk", record 0023): a booking's
 * details, check-in, extend ("tambah waktu"), move, no-show, cancel, refund (admins only), venue blocks
 * (record 0001), payments that settled after their hold was released, and a customer looked up by
 * phone. Each action is audited (contracts/audit.ts). A state rule that refuses answers 409.
 */

const TAGS = ['admin'];

const BookingIdParamsSchema = z.object({ id: idParam('The booking id must be a number.') });
export type BookingIdParams = z.input<typeof BookingIdParamsSchema>;

const localDateTime = (label: string) =>
  venueDateTimeField({
    required: `The ${label} is required.`,
    invalid: `The ${label} must be a date and time in the format yyyy-MM-dd HH:mm.`,
  });

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

// ── What stands in the way ───────────────────────────────────────────────────────────────────────

/** A booking or venue block that occupies the time asked for. */
export const ClashSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  unit_id: z.number().int(),
  state: z.enum(BOARD_STATES),
  name: z.string(),
  start_at: isoDateTime(),
  end_at: isoDateTime(),
  venue_block: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type Clash = z.input<typeof ClashSchema>;

/** 409 'Unit is already booked' with the bookings in the way. */
export const ClashResponseSchema = z.object({
  message: z.string(),
  conflicts: z.array(ClashSchema),
});
export type ClashResponse = z.input<typeof ClashResponseSchema>;

// ── A booking at the desk ────────────────────────────────────────────────────────────────────────

export const DeskPaymentSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  /** 'counter' for cash, else the provider's name. */
  provider: z.string(),
  method: BookingPaymentMethodSchema,
  status: PaymentStatusSchema,
  gross_amount: z.number().int(),
  /** What the payment was for: the booking itself, or time added. */
  purpose: z.enum(['booking', 'extension']),
  qr_string: z.string().nullable(),
  paid_at: isoDateTime().nullable(),
  created_at: isoDateTime(),
});

export const DeskExtensionSchema = z.object({
  id: z.number().int(),
  minutes: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['pending', 'paid', 'released']),
  payment_id: z.number().int(),
  from_end_at: isoDateTime(),
  to_end_at: isoDateTime(),
  created_at: isoDateTime(),
});

export const DeskRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  /** 'counter' when handed back at the desk, else the provider that refunded. */
  provider: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  created_at: isoDateTime(),
});

/** What the desk may do with the booking now (desk.ts rules, judged on the server's clock). */
export const DeskActionsSchema = z.object({
  check_in: z.boolean(),
  extend: z.boolean(),
  move: z.boolean(),
  no_show: z.boolean(),
  cancel: z.boolean(),
  refund: z.boolean(),
  rebook: z.boolean(),
});

/** A booking as the drawer shows it: the booking's detail, its money, its payments and the desk's facts. */
export const DeskBookingSchema = z.object({
  booking: BookingDetailSchema,
  state: z.enum(BOARD_STATES),
  start_at: isoDateTime().nullable(),
  end_at: isoDateTime().nullable(),
  checked_in_at: isoDateTime().nullable(),
  checked_in_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Every settled payment (the booking and its extensions), refunds not taken off. */
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  refundable_amount: z.number().int(),
  /** Every money line, the drawer's and the receipt's (booking-money.ts). */
  money: BookingMoneySchema,
  payments: z.array(DeskPaymentSchema),
  extensions: z.array(DeskExtensionSchema),
  refunds: z.array(DeskRefundSchema),
  actions: DeskActionsSchema,
});
export type DeskBooking = z.input<typeof DeskBookingSchema>;

const DeskBookingResponseSchema = z.object({ message: z.string(), data: DeskBookingSchema });
export type DeskBookingResponse = z.input<typeof DeskBookingResponseSchema>;

const stateErrors = { ...authedErrorResponses, 409: ErrorResponseSchema } as const;

export const getDeskBookingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/bookings/:id',
  params: BookingIdParamsSchema,
  response: { 200: z.object({ data: DeskBookingSchema }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'A booking with its money, payments, extensions, refunds and what the desk may do',
});

export const checkInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/check-in',
  params: BookingIdParamsSchema,
  response: { 200: DeskBookingResponseSchema, ...stateErrors },
  tags: TAGS,
  summary: 'Check the party in: confirmed → ongoing, from 15 minutes before the start',
});

export const markNoShowEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/no-show',
  params: BookingIdParamsSchema,
  response: { 200: DeskBookingResponseSchema, ...stateErrors },
  tags: TAGS,
  summary: 'Mark a paid booking a no-show once its start has passed: the unit is free again',
});

export const CancelAtDeskRequestSchema = z.object({ reason: requiredText('reason', 200) });
export type CancelAtDeskRequest = z.input<typeof CancelAtDeskRequestSchema>;
export const cancelAtDeskEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/cancel',
  params: BookingIdParamsSchema,
  body: CancelAtDeskRequestSchema,
  response: { 200: DeskBookingResponseSchema, ...stateErrors, 502: ErrorResponseSchema },
  tags: TAGS,
  summary: 'Cancel a booking with a reason (an unpaid hold is released at the provider)',
});

// ── Extend ───────────────────────────────────────────────────────────────────────────────────────

export const ExtendRequestSchema = z.object({
  minutes: z.coerce
    .number({ message: 'The minutes must be a number.' })
    .int('The minutes must be a whole number.')
    .refine(isExtensionStep, {
      message: `Extend by ${EXTENSION_STEP_MINUTES}-minute steps, up to ${MAX_EXTENSION_MINUTES / 60} hours.`,
      params: { code: 'validation.multiple_of' },
    }),
  payment_method: z.enum(['cash', 'qris'], { message: 'The payment method must be cash or qris.' }),
});
export type ExtendRequest = z.input<typeof ExtendRequestSchema>;

export const ExtendResponseSchema = DeskBookingResponseSchema.extend({
  extension: DeskExtensionSchema,
  /** The QRIS to show the customer; null for cash. */
  payment: z
    .object({ order_id: z.string(), qr_string: z.string(), qr_image_url: z.string().nullable() })
    .nullable(),
});
export type ExtendResponse = z.input<typeof ExtendResponseSchema>;
export const extendBookingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/extend',
  params: BookingIdParamsSchema,
  body: ExtendRequestSchema,
  idempotent: true,
  response: {
    200: ExtendResponseSchema,
    ...authedErrorResponses,
    409: ClashResponseSchema,
    502: ErrorResponseSchema,
  },
  tags: TAGS,
  summary: 'Add time to a session in 30-minute steps, priced from the unit’s hourly rate, paid cash or QRIS',
});

// ── Move and rebook ──────────────────────────────────────────────────────────────────────────────

/** Another unit and/or time, keeping the booking's length (and its price). */
export const MoveRequestSchema = z.object({
  unit_id: idParam('The unit id must be a number.'),
  start_time: localDateTime('start time'),
  end_time: localDateTime('end time'),
});
export type MoveRequest = z.input<typeof MoveRequestSchema>;
export const moveBookingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/move',
  params: BookingIdParamsSchema,
  body: MoveRequestSchema,
  response: { 200: DeskBookingResponseSchema, ...authedErrorResponses, 409: ClashResponseSchema },
  tags: TAGS,
  summary: 'Move a booking to another unit or time; a clash answers 409 with what is in the way',
});

export const rebookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/rebook',
  params: BookingIdParamsSchema,
  body: MoveRequestSchema,
  response: { 200: DeskBookingResponseSchema, ...authedErrorResponses, 409: ClashResponseSchema },
  tags: TAGS,
  summary: 'Give a booking paid after its hold was released a free unit or time: it is confirmed there',
});

// ── Refund ───────────────────────────────────────────────────────────────────────────────────────

export const RefundRequestSchema = z.object({
  amount: z.coerce
    .number({ message: 'The amount must be a number.' })
    .int('The amount must be whole rupiah.')
    .min(1, 'The amount must be at least 1.')
    .max(1_000_000_000, 'The amount is too large.'),
  reason: requiredText('reason', 200),
});
export type RefundRequest = z.input<typeof RefundRequestSchema>;
export const RefundResponseSchema = DeskBookingResponseSchema.extend({
  refund: z.object({
    amount: z.number().int(),
    /** Points taken back from the customer for this refund. */
    points_reversed: z.number().int(),
  }),
});
export type RefundResponse = z.input<typeof RefundResponseSchema>;
export const refundBookingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/refund',
  params: BookingIdParamsSchema,
  body: RefundRequestSchema,
  idempotent: true,
  response: { 200: RefundResponseSchema, ...stateErrors, 502: ErrorResponseSchema },
  tags: TAGS,
  summary: 'Refund a paid booking in full or in part (admins only): points go back in proportion',
});

// ── Venue blocks ─────────────────────────────────────────────────────────────────────────────────

export const CreateVenueBlockRequestSchema = z
  .object({
    title: requiredText('title', 100),
    description: z
      .string()
      .trim()
      .max(500, 'The description may not be greater than 500 characters.')
      .default(''),
    unit_ids: z
      .array(idParam('Each unit id must be a number.'), { message: 'Choose at least one unit.' })
      .min(1, 'Choose at least one unit.')
      .max(100)
      .transform((ids) => [...new Set(ids)]),
    start_time: localDateTime('start time'),
    end_time: localDateTime('end time'),
  })
  .refine((body) => body.start_time < body.end_time, {
    message: 'The end time must be after the start time.',
    path: ['end_time'],
    params: { code: 'validation.after' },
  });
export type CreateVenueBlockRequest = z.input<typeof CreateVenueBlockRequestSchema>;

export const VenueBlockSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  start_at: isoDateTime(),
  end_at: isoDateTime(),
  /** The block's booking on each unit it occupies. */
  bookings: z.array(z.object({ id: z.number().int(), unit_id: z.number().int(), status: z.string() })),
});
export type VenueBlock = z.input<typeof VenueBlockSchema>;
const VenueBlockResponseSchema = z.object({ message: z.string(), data: VenueBlockSchema });

export const createVenueBlockEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/venue-blocks',
  body: CreateVenueBlockRequestSchema,
  response: { 201: VenueBlockResponseSchema, ...authedErrorResponses, 409: ClashResponseSchema },
  tags: TAGS,
  summary: 'Block units for a period (maintenance, an event); refused over an active booking (409)',
});

export const removeVenueBlockEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/venue-blocks/:id',
  params: z.object({ id: idParam('The venue block id must be a number.') }),
  response: { 200: VenueBlockResponseSchema, ...stateErrors },
  tags: TAGS,
  summary: 'Lift a venue block: its units are free again',
});

// ── Paid after release ───────────────────────────────────────────────────────────────────────────

/** A payment that settled after its hold was released (record 0007), with what happened meanwhile. */
export const PaidAfterReleaseSchema = z.object({
  booking: AdminBookingSchema,
  start_at: isoDateTime().nullable(),
  end_at: isoDateTime().nullable(),
  cancelled_at: isoDateTime().nullable(),
  cancel_reason: z.string().nullable(),
  paid_at: isoDateTime().nullable(),
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  /** Who holds the released slot now. */
  taken_by: z.array(ClashSchema),
});
export type PaidAfterRelease = z.input<typeof PaidAfterReleaseSchema>;
export const listPaidAfterReleaseEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/paid-after-release',
  response: { 200: z.object({ data: z.array(PaidAfterReleaseSchema) }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'Payments that settled after their hold was released, not yet rebooked or refunded',
});

// ── Customer lookup ──────────────────────────────────────────────────────────────────────────────

export const CustomerLookupQuerySchema = z.object({
  phone: z
    .string({ message: 'The phone is required.' })
    .trim()
    .min(3, 'Type at least 3 digits of the phone.')
    .max(20, 'The phone may not be greater than 20 characters.'),
});
export type CustomerLookupQuery = z.input<typeof CustomerLookupQuerySchema>;

export const CustomerLookupSchema = z.object({
  /** The account with that phone; null for a guest or a walk-in without one. */
  customer: z
    .object({
      id: z.number().int(),
      name: z.string(),
      username: z.string(),
      phone: z.string(),
      total_points: z.number().int(),
    })
    .nullable(),
  /** Bookings under that phone from today on, soonest first. */
  upcoming: z.array(AdminBookingSchema),
  /** The account's held rewards that are still usable. */
  rewards: z.array(HeldRewardSchema),
});
export type CustomerLookup = z.input<typeof CustomerLookupSchema>;
export const lookUpCustomerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/customers/lookup',
  query: CustomerLookupQuerySchema,
  response: { 200: z.object({ data: CustomerLookupSchema }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'A customer by phone: upcoming bookings, held rewards and points',
});
