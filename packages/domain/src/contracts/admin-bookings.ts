import { z } from 'zod';
import { venueDateField } from '../date-fields';
import {
  BookingChannelSchema,
  BookingPaymentMethodSchema,
  BookingStatusSchema,
  BookingTypeSchema,
} from './bookings';
import {
  authedErrorResponses,
  isoDateTime,
  paginationQuery,
  paginatorSchema,
  searchQueryField,
} from './common';
import { defineEndpoint } from './endpoint';

/**
 * The bookings' staff side under /api/admin (../shared/DESIGN.md "Staff side"): the front desk's
 * bookings list, for staff and admins; the customer's bookings are in `bookings.ts`. Like every staff
 * route it answers 401 without a session and 403 to a customer.
 */

const TAGS = ['admin'];

// ── Bookings ─────────────────────────────────────────────────────────────────────────────────────

const businessDate = (name: string) =>
  venueDateField({
    required: `The ${name} date must be a date.`,
    invalid: `The ${name} date must be a date in the format yyyy-MM-dd.`,
  }).optional();

/**
 * The list's status choices: the stored statuses, and a no-show apart from the other cancelled
 * bookings, as the board and the list name it (issue 29): "cancelled" lists the others.
 */
export const ADMIN_BOOKING_STATUS_FILTERS = [...BookingStatusSchema.options, 'no_show'] as const;
export type AdminBookingStatusFilter = (typeof ADMIN_BOOKING_STATUS_FILTERS)[number];

/**
 * The front desk's bookings list: newest play time first, 20 to a page. `search` finds an invoice
 * number, a name or a phone (typed 08… or 62…); `from`/`to` are business dates (spec 2 §9: a Friday
 * holds its bookings until Saturday 01:00), matched on the play time, or on the order time of a food
 * order.
 */
export const ListAdminBookingsQuerySchema = paginationQuery(20)
  .extend({
    search: searchQueryField(),
    status: z.enum(ADMIN_BOOKING_STATUS_FILTERS).optional(),
    type: BookingTypeSchema.optional(),
    from: businessDate('from'),
    to: businessDate('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The to date must be a date after or equal to the from date.',
    path: ['to'],
    params: { code: 'validation.after_or_equal' },
  });
export type ListAdminBookingsQuery = z.input<typeof ListAdminBookingsQuerySchema>;

/** One line of the list: who, what, when, where it stands and what it costs. */
export const AdminBookingSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  booking_type: BookingTypeSchema,
  channel: BookingChannelSchema,
  status: BookingStatusSchema,
  /** Why a cancelled booking was: 'no_show' is listed as a no-show, as the board shows it (issue 29). */
  cancel_reason: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  unit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Venue-local 'yyyy-MM-dd HH:mm'; null for a food order. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  payment_method: BookingPaymentMethodSchema,
  total_price: z.number().int(),
  /**
   * The total as the drawer shows it (booking-money.ts bookingTotalOf): the price with the time added at
   * the desk; null for a booking called off before anything was paid.
   */
  total: z.number().int().nullable(),
  created_at: isoDateTime(),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

export const ListAdminBookingsResponseSchema = paginatorSchema(AdminBookingSchema);
export type ListAdminBookingsResponse = z.infer<typeof ListAdminBookingsResponseSchema>;
export const listAdminBookingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/bookings',
  query: ListAdminBookingsQuerySchema,
  response: { 200: ListAdminBookingsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'A page of bookings for the front desk, searched and filtered',
});
