import { z } from 'zod';
import {
  BookingDetailSchema,
  BookingMoneySchema,
  BookingPaymentMethodSchema,
  GetBookingStatusParamsSchema,
} from './bookings';
import { authedErrorResponses, ErrorResponseSchema, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Receipts of paid bookings and food orders, for their owners and staff: the venue as its settings
 * name it, the booking with its money breakdown, and how it was paid.
 */

const TAGS = ['receipts'];

/** The venue's name, address and phone, and its NPWP when it has one, from the venue settings. */
export const VenueProfileSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  tax_number: z.string().nullable(),
});
export type VenueProfile = z.infer<typeof VenueProfileSchema>;

/** By invoice number, as the success pages know a booking. */
export const GetReceiptParamsSchema = GetBookingStatusParamsSchema;
export type GetReceiptParams = z.input<typeof GetReceiptParamsSchema>;

export const ReceiptSchema = z.object({
  venue: VenueProfileSchema,
  booking: BookingDetailSchema,
  /** Time added at the desk that still stands, each a line of its own. */
  extensions: z.array(
    z.object({ id: z.number().int(), minutes: z.number().int(), amount: z.number().int() }),
  ),
  /** Every money line, as the desk's drawer shows them (booking-money.ts). */
  money: BookingMoneySchema,
  payment: z.object({
    method: BookingPaymentMethodSchema,
    /** The provider's payment type of the settled attempt (e.g. 'qris', 'bank_transfer'), if known. */
    type: z.string().nullable(),
    order_id: z.string().nullable(),
    paid_at: isoDateTime().nullable(),
  }),
});
export type Receipt = z.input<typeof ReceiptSchema>;

export const GetReceiptResponseSchema = z.object({ data: ReceiptSchema });
export type GetReceiptResponse = z.input<typeof GetReceiptResponseSchema>;
export const getReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/customer/receipts/:invoice_number',
  params: GetReceiptParamsSchema,
  response: {
    200: GetReceiptResponseSchema,
    ...authedErrorResponses,
    /** Not paid (yet): no receipt. */
    409: ErrorResponseSchema,
  },
  tags: TAGS,
  summary: 'The receipt of a paid booking or food order, for its owner and staff',
});
