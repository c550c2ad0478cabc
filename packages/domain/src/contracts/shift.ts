import { z } from 'zod';
import { AdminIdParamsSchema } from './collection';
import {
  authedErrorResponses,
  ErrorResponseSchema,
  isoDateTime,
  paginationQuery,
  paginatorSchema,
} from './common';
import { defineEndpoint } from './endpoint';

/**
 * The cash drawer's shifts under /api/admin/shifts, staff and admins (issue 18 "Shift close", record
 * 0028): opened with the cash in the drawer, closed with the cash counted against what the shift's
 * cash payments and cash refunds say should be there. One drawer: at most one shift is open.
 */

const TAGS = ['admin'];

/** The most rupiah a drawer count may name: far above any day's takings, inside the database's integer. */
export const MAX_DRAWER_CASH = 1_000_000_000;
export const SHIFT_NOTE_MAX = 500;

export const SHIFT_MESSAGES = {
  alreadyOpen: 'A shift is already open: close it before opening another.',
  alreadyClosed: 'This shift is already closed.',
  noteRequired: 'A note is required when the counted cash differs from the expected cash.',
  notFound: 'Shift not found.',
} as const;

const cashField = (name: string) =>
  z
    .number({ message: `The ${name} must be a number.` })
    .int(`The ${name} must be whole rupiah.`)
    .min(0, `The ${name} must be at least 0.`)
    .max(MAX_DRAWER_CASH, `The ${name} may not be greater than ${MAX_DRAWER_CASH}.`);

export const OpenShiftRequestSchema = z.object({ opening_cash: cashField('opening cash') });
export type OpenShiftRequest = z.input<typeof OpenShiftRequestSchema>;

/** The note is required only when counted and expected differ, which the server alone can judge. */
export const CloseShiftRequestSchema = z.object({
  counted_cash: cashField('counted cash'),
  note: z
    .string({ message: 'The note must be text.' })
    .trim()
    .max(SHIFT_NOTE_MAX, `The note may not be greater than ${SHIFT_NOTE_MAX} characters.`)
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type CloseShiftRequest = z.input<typeof CloseShiftRequestSchema>;

export const SHIFT_PAYMENT_METHODS = ['cash', 'qris', 'midtrans', 'reward', 'none'] as const;
export type ShiftPaymentMethod = (typeof SHIFT_PAYMENT_METHODS)[number];

/** One payment method's money in a shift: what was taken and what was given back. */
export const ShiftMethodTotalSchema = z.object({
  method: z.enum(SHIFT_PAYMENT_METHODS),
  payments: z.number().int(),
  taken: z.number().int(),
  refunds: z.number().int(),
  refunded: z.number().int(),
});
export type ShiftMethodTotal = z.input<typeof ShiftMethodTotalSchema>;

/** The shift's takings: per method, and the cash that moved the drawer. Stored as they were at the close. */
export const ShiftTotalsSchema = z.object({
  methods: z.array(ShiftMethodTotalSchema),
  cash_taken: z.number().int(),
  cash_refunded: z.number().int(),
});
export type ShiftTotals = z.input<typeof ShiftTotalsSchema>;

/** How many payments a method took in a shift: all an open shift tells of its takings. */
export const ShiftPaymentCountSchema = ShiftMethodTotalSchema.pick({ method: true, payments: true });
export type ShiftPaymentCount = z.input<typeof ShiftPaymentCountSchema>;

/**
 * A shift. The count is blind (issue 29 item 8, record 0047): while it is open it answers no sum the
 * cashier could count towards (expected cash and totals are null), only how many payments per method;
 * closed, it answers as counted: expected, counted, the difference (counted − expected: positive over,
 * negative short) and its totals.
 */
export const ShiftSchema = z.object({
  id: z.number().int(),
  opened_by_name: z.string(),
  opened_at: isoDateTime(),
  opening_cash: z.number().int(),
  closed_by_name: z.string().nullable(),
  closed_at: isoDateTime().nullable(),
  expected_cash: z.number().int().nullable(),
  counted_cash: z.number().int().nullable(),
  difference: z.number().int().nullable(),
  note: z.string().nullable(),
  payment_counts: z.array(ShiftPaymentCountSchema),
  totals: ShiftTotalsSchema.nullable(),
});
export type Shift = z.input<typeof ShiftSchema>;

export const ShiftResponseSchema = z.object({ message: z.string(), data: ShiftSchema });
export type ShiftResponse = z.input<typeof ShiftResponseSchema>;

export const CurrentShiftResponseSchema = z.object({ message: z.string(), data: ShiftSchema.nullable() });
export type CurrentShiftResponse = z.input<typeof CurrentShiftResponseSchema>;

export const ListShiftsQuerySchema = paginationQuery(20);
export type ListShiftsQuery = z.input<typeof ListShiftsQuerySchema>;

export const ListShiftsResponseSchema = paginatorSchema(ShiftSchema);
export type ListShiftsResponse = z.input<typeof ListShiftsResponseSchema>;

/** A state rule that refuses (a shift already open, already closed) answers 409. */
const stateErrors = { ...authedErrorResponses, 409: ErrorResponseSchema } as const;

export const currentShiftEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/shifts/current',
  response: { 200: CurrentShiftResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'The open shift, blind: no expected cash nor sums, only payments per method; or null (staff)',
});

export const openShiftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/shifts',
  body: OpenShiftRequestSchema,
  response: { 201: ShiftResponseSchema, ...stateErrors },
  tags: TAGS,
  summary: 'Open a shift with the cash in the drawer; 409 while another is open (staff)',
});

export const closeShiftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/shifts/:id/close',
  params: AdminIdParamsSchema,
  body: CloseShiftRequestSchema,
  idempotent: true,
  response: { 200: ShiftResponseSchema, ...stateErrors },
  tags: TAGS,
  summary:
    'Close the shift with the cash counted; a note is required when it differs from the expected (staff)',
});

export const listShiftsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/shifts',
  query: ListShiftsQuerySchema,
  response: { 200: ListShiftsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'Closed shifts, newest first, paged (staff)',
});

export const getShiftEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/shifts/:id',
  params: AdminIdParamsSchema,
  response: { 200: ShiftResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'One shift: closed, as counted; open, blind like the current one (staff)',
});
