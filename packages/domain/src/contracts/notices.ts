import { z } from 'zod';
import {
  authedErrorResponses,
  ErrorResponseSchema,
  idParam,
  isoDateTime,
  paginationQuery,
  paginatorSchema,
} from './common';
import { defineEndpoint } from './endpoint';

/**
 * The back office's bell (issue 18 "Notices"): what happened that staff should see, newest first,
 * read or not per staff member, live like the board; and a WhatsApp notice to a customer that failed,
 * sent again. Under /api/admin (staff and admins).
 */

const TAGS = ['admin'];

export const STAFF_NOTICE_KINDS = [
  'booking_paid',
  'food_order_placed',
  'paid_after_release',
  'claim_waiting',
  'notice_failed',
  /** The nightly backup of the embedded database failed (docs/decisions/0039). */
  'backup_failed',
] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

/** The WhatsApp notices a customer is sent (spec 2 §10), as the notice queue stores them. */
export const CUSTOMER_NOTICE_KINDS = [
  'booking_confirmed',
  'booking_reminder',
  'booking_cancelled',
  'booking_refunded',
  /** The desk moved, extended or marked a no-show (issue 29): the customer hears of each. */
  'booking_moved',
  'booking_extended',
  'booking_no_show',
  'food_ready',
] as const;
export type CustomerNoticeKind = (typeof CUSTOMER_NOTICE_KINDS)[number];

/**
 * What an entry points at: a booking, a food order, a held reward, a customer notice, a backup (no row
 * of its own: id 0, the label names the file it would have written).
 */
export const STAFF_NOTICE_SUBJECTS = [
  'booking',
  'fnb_order',
  'user_reward',
  'customer_notice',
  'backup',
] as const;

export const StaffNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_NOTICE_KINDS),
  subject_type: z.enum(STAFF_NOTICE_SUBJECTS),
  subject_id: z.number().int(),
  /** How staff name the subject: an invoice number, a voucher code. */
  label: z.string(),
  created_at: isoDateTime(),
  /** Whether the caller has read it (each staff member reads for themselves). */
  is_read: z.boolean(),
});
export type StaffNotice = z.input<typeof StaffNoticeSchema>;

export const ListStaffNoticesQuerySchema = paginationQuery(20);
export const ListStaffNoticesResponseSchema = paginatorSchema(StaffNoticeSchema).extend({
  /** The caller's unread entries, all pages. */
  unread: z.number().int(),
});
export type ListStaffNoticesResponse = z.input<typeof ListStaffNoticesResponseSchema>;
export const listStaffNoticesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notices',
  query: ListStaffNoticesQuerySchema,
  response: { 200: ListStaffNoticesResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: "The bell: staff notices, newest first, with the caller's unread count",
});

const noticeId = idParam('Each notice id must be a number.');
/** Some entries by id, or `all` of them; for the caller only. */
export const MarkNoticesReadRequestSchema = z
  .object({
    ids: z
      .array(noticeId)
      .min(1, 'The ids must hold at least one id.')
      .max(100, 'At most 100 ids.')
      .optional(),
    all: z.literal(true, { message: 'The all field must be true.' }).optional(),
  })
  .refine((body) => body.ids !== undefined || body.all === true, {
    message: 'The ids field is required unless all is true.',
    path: ['ids'],
    params: { code: 'validation.required_without' },
  });
export type MarkNoticesReadRequest = z.infer<typeof MarkNoticesReadRequestSchema>;
export const MarkNoticesReadResponseSchema = z.object({ unread: z.number().int() });
export const markNoticesReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/notices/read',
  body: MarkNoticesReadRequestSchema,
  response: { 200: MarkNoticesReadResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Mark bell entries read for the caller',
});

/** The stream's event: the newest entry's id (0 before any), at once and after every new entry. */
export const STAFF_NOTICE_EVENT = 'notice';
export const StaffNoticeEventSchema = z.object({ latest_id: z.number().int() });
export const staffNoticeEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notices/events',
  response: { 200: z.object({ data: StaffNoticeEventSchema }), ...authedErrorResponses },
  tags: TAGS,
  summary: "The newest bell entry's id, once as JSON or, with Accept: text/event-stream, as a stream",
  description:
    `With \`Accept: text/event-stream\`: server-sent events named \`${STAFF_NOTICE_EVENT}\` with ` +
    '`{ latest_id }`, one at once and one after each new entry from any API process. Without it, the id ' +
    'is answered once as JSON.',
});

export const CustomerNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  to_phone: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export const RetryCustomerNoticeResponseSchema = z.object({
  message: z.string(),
  data: CustomerNoticeSchema,
});
export const retryCustomerNoticeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/customer-notices/:id/retry',
  params: z.object({ id: idParam() }),
  response: { 200: RetryCustomerNoticeResponseSchema, 409: ErrorResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Send a failed WhatsApp notice again',
});
