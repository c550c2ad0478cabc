import { z } from 'zod';
import { venueDateField } from '../date-fields';
import {
  countReportDays,
  MAX_HOURLY_DAYS,
  MAX_REPORT_DAYS,
  REPORT_GROUPS,
  REVENUE_SOURCES,
} from '../report-period';
import { BookingPaymentMethodSchema } from './bookings';
import { authedErrorResponses } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The back office's reports (issue 18 "Reports", record 0026), under /api/admin, admins only but for
 * today's glance. Money is counted by the venue-local calendar date of payment, refunds by the date
 * they were given; periods are venue dates `from` to `to`, both included.
 */

const TAGS = ['admin'];

const periodDate = (name: 'from' | 'to') =>
  venueDateField({
    required: `The ${name} date must be a date.`,
    invalid: `The ${name} date must be a date in the format yyyy-MM-dd.`,
  });

const periodShape = { from: periodDate('from'), to: periodDate('to') };

type PeriodInput = { from: string; to: string };
const isOrdered = ({ from, to }: PeriodInput) => from <= to;
const isWithinSpan = (period: PeriodInput) =>
  !isOrdered(period) || countReportDays(period) <= MAX_REPORT_DAYS;
const orderedIssue = {
  message: 'The to date must be a date after or equal to the from date.',
  path: ['to'],
  params: { code: 'validation.after_or_equal' },
};
const spanIssue = {
  message: `A report covers at most ${MAX_REPORT_DAYS} days.`,
  path: ['to'],
  params: { code: 'validation.max.days' },
};

/** `?from=yyyy-MM-dd&to=yyyy-MM-dd`: real venue dates, from ≤ to, at most MAX_REPORT_DAYS days. */
export const ReportPeriodQuerySchema = z
  .object(periodShape)
  .refine(isOrdered, orderedIssue)
  .refine(isWithinSpan, spanIssue);
export type ReportPeriodQuery = z.input<typeof ReportPeriodQuerySchema>;

export const ReportGroupSchema = z.enum(REPORT_GROUPS, { message: 'Group by hour, day or week.' });

/** The period and how the series is cut; by hour at most MAX_HOURLY_DAYS days. */
export const RevenueQuerySchema = z
  .object({ ...periodShape, group_by: ReportGroupSchema.default('day') })
  .refine(isOrdered, orderedIssue)
  .refine(isWithinSpan, spanIssue)
  .refine(
    (query) => query.group_by !== 'hour' || !isOrdered(query) || countReportDays(query) <= MAX_HOURLY_DAYS,
    {
      message: `Group by hour covers at most ${MAX_HOURLY_DAYS} days.`,
      path: ['group_by'],
      params: { code: 'validation.max.days' },
    },
  );
export type RevenueQuery = z.input<typeof RevenueQuerySchema>;

const rupiah = () => z.number().int();

/** Money in, money given back, and what stays: gross − refunds. */
const moneyShape = { gross: rupiah(), refunds: rupiah(), net: rupiah() };

export const RevenueSourceSchema = z.enum(REVENUE_SOURCES);

export const RevenueTotalsSchema = z.object({
  from: z.string(),
  to: z.string(),
  gross: rupiah(),
  refunds: rupiah(),
  /** Net of refunds. */
  total: rupiah(),
  /** Payments received and refunds given in the period. */
  payments: z.number().int(),
  refund_count: z.number().int(),
});
export type RevenueTotals = z.input<typeof RevenueTotalsSchema>;

export const RevenueReportSchema = RevenueTotalsSchema.extend({
  group_by: ReportGroupSchema,
  /** Every bucket of the period in order, empty ones too: 'yyyy-MM-dd HH:00', 'yyyy-MM-dd' or a week's Monday. */
  series: z.array(z.object({ bucket: z.string(), ...moneyShape })),
  by_source: z.array(z.object({ source: RevenueSourceSchema, ...moneyShape })),
  by_method: z.array(z.object({ method: BookingPaymentMethodSchema, ...moneyShape })),
  /**
   * The online (Midtrans) money by the payment type Midtrans reported ('qris', 'gopay',
   * 'bank_transfer', …; null where it did not say), largest first: what `midtrans` above is made of.
   */
  by_online_type: z.array(z.object({ type: z.string().nullable(), ...moneyShape })),
  /** The same number of days just before. */
  previous: RevenueTotalsSchema,
});
export type RevenueReport = z.input<typeof RevenueReportSchema>;

export const revenueReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/revenue',
  query: RevenueQuerySchema,
  response: { 200: z.object({ data: RevenueReportSchema }), ...authedErrorResponses },
  tags: TAGS,
  summary:
    'Revenue of a period by hour, day or week, source and method, refunds subtracted, beside the previous period',
});

/** The transactions list's columns, in order (issue 18 "every table exports CSV"). */
export const TRANSACTION_CSV_COLUMNS = [
  'invoice',
  'customer',
  'phone',
  'items',
  'subtotal_room',
  'subtotal_fnb',
  'promo',
  'promo_discount',
  'reward_discount',
  'tax',
  'fee',
  'final',
  'method',
  'paid_at',
  'status',
  'line',
] as const;

/**
 * The transactions file's header, as people read it (every CSV's header style, issue 29). The phone
 * keeps its machine form (62…, the number WhatsApp dials), and says so.
 */
export const TRANSACTION_CSV_HEADERS: Record<(typeof TRANSACTION_CSV_COLUMNS)[number], string> = {
  invoice: 'Invoice',
  customer: 'Customer',
  phone: 'Phone (machine form 62…)',
  items: 'Items',
  subtotal_room: 'Session subtotal',
  subtotal_fnb: 'Food subtotal',
  promo: 'Promo code',
  promo_discount: 'Promo discount',
  reward_discount: 'Reward discount',
  tax: 'Tax',
  fee: 'Service fee',
  final: 'Final',
  method: 'Method',
  paid_at: 'Paid at (venue time)',
  status: 'Status',
  line: 'Line',
};

export const transactionsCsvEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/transactions.csv',
  query: ReportPeriodQuerySchema,
  response: { 200: z.string().describe('text/csv'), ...authedErrorResponses },
  tags: TAGS,
  summary: 'The transactions of a period as CSV: one line per payment received, refunds as negative lines',
  description:
    'Columns: ' +
    TRANSACTION_CSV_COLUMNS.map((column) => TRANSACTION_CSV_HEADERS[column]).join(', ') +
    '. `Final` of all lines sums to the revenue total of the same period; `Paid at` is venue-local.',
  produces: ['text/csv'],
});

/** Hours sold per hour of the day, 0 to 23 (clock hours in the venue's zone). */
const hourRow = z.array(z.number());

export const OccupancyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  sold_hours: z.number(),
  /** Opening hours of every business date in the period × active units. */
  sellable_hours: z.number(),
  /** sold ÷ sellable, 0 to 1. */
  share: z.number(),
  /** One unit's sellable hours per clock hour (0–23) over the period: where the venue opens. */
  sellable_by_hour: hourRow,
  units: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      room: z.string(),
      hours: hourRow,
      sold_hours: z.number(),
      sellable_hours: z.number(),
      share: z.number(),
    }),
  ),
  /** 0 = Sunday; the weekday of the business date (Saturday 00:30 is still Friday night). */
  weekdays: z.array(z.object({ weekday: z.number().int(), hours: hourRow, sold_hours: z.number() })),
});
export type OccupancyReport = z.input<typeof OccupancyReportSchema>;

export const occupancyReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/occupancy',
  query: ReportPeriodQuerySchema,
  response: { 200: z.object({ data: OccupancyReportSchema }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'Hours sold by unit × hour of day and weekday × hour, and the share of sellable hours sold',
});

export const PeakHoursReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  hours: z.array(
    z.object({
      hour: z.number().int(),
      sold_hours: z.number(),
      /** Bookings starting in that hour. */
      bookings: z.number().int(),
      /** Of that hour's sellable unit-hours. */
      share: z.number(),
    }),
  ),
});
export type PeakHoursReport = z.input<typeof PeakHoursReportSchema>;

export const peakHoursReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/peak-hours',
  query: ReportPeriodQuerySchema,
  response: { 200: z.object({ data: PeakHoursReportSchema }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'Hours sold and bookings started per hour of the day, busiest first',
});

/** One line of a top list: bookings (or pieces of food), hours played and money. */
export const PopularItemSchema = z.object({
  /** A unit, console, game, food item or customer account; null for a guest known by phone. */
  id: z.number().int().nullable(),
  name: z.string(),
  count: z.number().int(),
  hours: z.number(),
  amount: rupiah(),
});
export type PopularItem = z.input<typeof PopularItemSchema>;

export const POPULAR_LISTS = [
  'units',
  'consoles',
  'games',
  'food',
  'customers_by_spend',
  'customers_by_hours',
] as const;
export type PopularList = (typeof POPULAR_LISTS)[number];

const popularList = () => z.array(PopularItemSchema);

export const PopularReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  units: popularList(),
  consoles: popularList(),
  games: popularList(),
  food: popularList(),
  customers_by_spend: popularList(),
  customers_by_hours: popularList(),
});
export type PopularReport = z.input<typeof PopularReportSchema>;

export const popularReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/popular',
  query: ReportPeriodQuerySchema,
  response: { 200: z.object({ data: PopularReportSchema }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'Top units, consoles, games and food items; top customers by spend and by hours',
});

export const TodayReportSchema = z.object({
  /** The business date the venue is in (Saturday 00:30 is still Friday). */
  date: z.string(),
  /** As the board's summary (board.ts BoardSummarySchema) for that date. */
  revenue: rupiah(),
  bookings: z.number().int(),
  /** Units with a party playing (checked in) now. */
  units_in_use: z.number().int(),
  units_total: z.number().int(),
  /** Open food orders, as the kitchen lists them (overdue ones included). */
  food_orders_open: z.number().int(),
});
export type TodayReport = z.input<typeof TodayReportSchema>;

export const todayReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/today',
  response: { 200: z.object({ data: TodayReportSchema }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'Today at a glance for the board: revenue so far, bookings, units in use, food orders open',
});
