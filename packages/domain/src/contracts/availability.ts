import { z } from 'zod';
import { clockTimeField, venueDateField } from '../date-fields';
import { addDays } from '../dates';
import { commonErrorResponses } from './common';
import { defineEndpoint } from './endpoint';

/** Availability of a unit, all computed on the server (spec 2 §7, §9). No token. */

const TAGS = ['availability'];

/** A month and its neighbours' spill fits; longer ranges are refused. */
export const MAX_AVAILABILITY_RANGE_DAYS = 62;

const isoDate = venueDateField({
  required: 'The date is required.',
  invalid: 'The date must be a valid date in the format yyyy-MM-dd.',
});

export const UnitAvailabilityParamsSchema = z.object({
  unitId: z.coerce.number({ message: 'The unit id must be a number.' }).int().positive().max(2_147_483_647),
});

// ── Days ─────────────────────────────────────────────────────────────────────────────────────────

export const GetAvailabilityDaysRequestSchema = z
  .object({ start_date: isoDate, end_date: isoDate })
  .refine((body) => body.end_date >= body.start_date, {
    message: 'The end date must be a date after or equal to start date.',
    path: ['end_date'],
    params: { code: 'validation.after_or_equal' },
  })
  .refine((body) => body.end_date <= addDays(body.start_date, MAX_AVAILABILITY_RANGE_DAYS), {
    message: `The range may not be longer than ${MAX_AVAILABILITY_RANGE_DAYS} days.`,
    path: ['end_date'],
    params: { code: 'validation.max.range' },
  });
export type GetAvailabilityDaysRequest = z.input<typeof GetAvailabilityDaysRequestSchema>;

export const DayAvailabilitySchema = z.object({ date: z.string(), is_fully_booked: z.boolean() });
export type DayAvailability = z.infer<typeof DayAvailabilitySchema>;

/** One entry per date of the range, in order (a bare array). */
export const GetAvailabilityDaysResponseSchema = z.array(DayAvailabilitySchema);
export type GetAvailabilityDaysResponse = z.infer<typeof GetAvailabilityDaysResponseSchema>;
export const getAvailabilityDaysEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/public/get-availability-day/:unitId',
  params: UnitAvailabilityParamsSchema,
  body: GetAvailabilityDaysRequestSchema,
  response: { 200: GetAvailabilityDaysResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'Which dates of a range are fully booked for a unit',
});

// ── Time slots ───────────────────────────────────────────────────────────────────────────────────

export const GetAvailabilityTimeRequestSchema = z.object({ date: isoDate });
export type GetAvailabilityTimeRequest = z.input<typeof GetAvailabilityTimeRequestSchema>;

/** spec 2 §3 "Time slot". */
export const TimeSlotSchema = z.object({
  time: z.string(),
  full_date: z.string(),
  is_available: z.boolean(),
  is_confirmed: z.boolean(),
  is_pending: z.boolean(),
});
export type TimeSlot = z.infer<typeof TimeSlotSchema>;

export const GetAvailabilityTimeResponseSchema = z.object({
  date: z.string(),
  slots: z.array(TimeSlotSchema),
});
export type GetAvailabilityTimeResponse = z.infer<typeof GetAvailabilityTimeResponseSchema>;
export const getAvailabilityTimeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/public/get-availability-time/:unitId',
  params: UnitAvailabilityParamsSchema,
  body: GetAvailabilityTimeRequestSchema,
  response: { 200: GetAvailabilityTimeResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'The 30-minute slots of a business date for a unit, with their states',
});

// ── Durations ────────────────────────────────────────────────────────────────────────────────────

export const GetDurationsQuerySchema = z.object({
  date: isoDate,
  start_time: clockTimeField({
    required: 'The start time is required.',
    invalid: 'The start time must be in the format HH:mm.',
  }),
});
export type GetDurationsQuery = z.input<typeof GetDurationsQuerySchema>;

/** Whole hours a start allows; empty when the start is taken or past. */
export const GetDurationsResponseSchema = z.object({ durations: z.array(z.number().int()) });
export type GetDurationsResponse = z.infer<typeof GetDurationsResponseSchema>;
export const getDurationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/units/:unitId/get-duration',
  params: UnitAvailabilityParamsSchema,
  query: GetDurationsQuerySchema,
  response: { 200: GetDurationsResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: 'The hours a start time allows on a unit',
});

// ── Live slots ───────────────────────────────────────────────────────────────────────────────────

/** The event of the live slots stream: the date's slots, as get-availability-time answers them. */
export const SLOTS_EVENT = 'slots';

export const SlotEventsQuerySchema = z.object({ date: isoDate });
export type SlotEventsQuery = z.input<typeof SlotEventsQuerySchema>;

export const slotEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/units/:unitId/slot-events',
  params: UnitAvailabilityParamsSchema,
  query: SlotEventsQuerySchema,
  response: { 200: GetAvailabilityTimeResponseSchema, ...commonErrorResponses },
  tags: TAGS,
  summary: "A date's slots for a unit, once as JSON or, with Accept: text/event-stream, live",
  description:
    "Server-sent events named `slots`, each with the date's slots as get-availability-time answers them, " +
    'at once and within a second of every change to them (a hold, a payment, a walk-in, a move, a ' +
    'cancellation), whichever API process made it. Availability only: never who booked. Without ' +
    '`Accept: text/event-stream`, the slots once.',
});
