import { z } from 'zod';
import { normalizePhone } from '../phone';
import { DEFAULT_OPENING_HOURS_BODY } from '../weekly-hours';
import {
  adminListQuery,
  defineCollection,
  flagField,
  optionalText,
  requiredText,
  storedImageField,
} from './collection';
import { authedErrorResponses, isoDateTime, paginatorSchema } from './common';
import { defineEndpoint } from './endpoint';
import { DayHoursSchema, OpeningHoursBodySchema } from './venue-hours';

/**
 * The site's content in the back office (issue 17 "Manage the venue"; spec 1 §3 "Banner", "FAQ"):
 * /api/admin/banners, /api/admin/faqs and /api/admin/venue-settings, admins only.
 */

const TAGS = ['admin'];

// ── Banners ──────────────────────────────────────────────────────────────────────────────────────

export const AdminBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  updated_at: isoDateTime(),
});
export type AdminBanner = z.input<typeof AdminBannerSchema>;

export const BannerBodySchema = z.object({
  title: requiredText('title', 120),
  description: optionalText('description', 500).default(''),
  image: storedImageField().default(null),
  is_active: flagField('active flag').default(true),
});
export type BannerBody = z.input<typeof BannerBodySchema>;

export const ListAdminBannersQuerySchema = adminListQuery(['order', 'title', 'updated_at']);
export type ListAdminBannersQuery = z.input<typeof ListAdminBannersQuerySchema>;
export const ListAdminBannersResponseSchema = paginatorSchema(AdminBannerSchema);
export type ListAdminBannersResponse = z.input<typeof ListAdminBannersResponseSchema>;

export const bannerEndpoints = defineCollection({
  path: '/api/admin/banners',
  noun: 'banner',
  plural: 'banners',
  item: AdminBannerSchema,
  body: BannerBodySchema,
  updateBody: BannerBodySchema.partial(),
  query: ListAdminBannersQuerySchema,
  reorderable: true,
});

// ── FAQs ─────────────────────────────────────────────────────────────────────────────────────────

export const AdminFaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  is_published: z.boolean(),
  sort_order: z.number().int(),
  updated_at: isoDateTime(),
});
export type AdminFaq = z.input<typeof AdminFaqSchema>;

export const FaqBodySchema = z.object({
  question: requiredText('question', 300),
  answer: requiredText('answer', 3000),
  is_published: flagField('published flag').default(true),
});
export type FaqBody = z.input<typeof FaqBodySchema>;

export const ListAdminFaqsQuerySchema = adminListQuery(['order', 'question', 'updated_at']);
export type ListAdminFaqsQuery = z.input<typeof ListAdminFaqsQuerySchema>;
export const ListAdminFaqsResponseSchema = paginatorSchema(AdminFaqSchema);
export type ListAdminFaqsResponse = z.input<typeof ListAdminFaqsResponseSchema>;

export const faqEndpoints = defineCollection({
  path: '/api/admin/faqs',
  noun: 'FAQ',
  plural: 'FAQs',
  item: AdminFaqSchema,
  body: FaqBodySchema,
  updateBody: FaqBodySchema.partial(),
  query: ListAdminFaqsQuerySchema,
  reorderable: true,
});

// ── Venue details and terms ──────────────────────────────────────────────────────────────────────

const httpsUrl = (label: string, host?: RegExp) =>
  z
    .string({ message: `The ${label} must be a link.` })
    .trim()
    .max(500, `The ${label} may not be greater than 500 characters.`)
    .refine((value) => value === '' || isHttpsUrl(value, host), {
      message: `The ${label} must be an https:// link${host ? ` to ${host.source.replaceAll('\\', '')}` : ''}.`,
      params: { code: 'validation.url' },
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

function isHttpsUrl(value: string, host?: RegExp): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (!host || host.test(url.hostname));
  } catch {
    return false;
  }
}

/** The most a venue's terms text may hold (a long page of rules, not a book). */
export const MAX_TERMS_TEXT = 10_000;

/** How long before a booking starts its WhatsApp reminder goes out (issue 18 "Notices"), by default. */
export const DEFAULT_REMINDER_MINUTES = 60;
/** The reminder's lead time: at least 15 minutes, at most a day. */
export const MIN_REMINDER_MINUTES = 15;
export const MAX_REMINDER_MINUTES = 1440;

/**
 * The venue's tax registration number (NPWP), optional: 15 digits (the older 99.999.999.9-999.999)
 * or 16 (since 2024), written with or without dots and dashes; receipts print it as typed.
 */
const taxNumberField = () =>
  z
    .string({ message: 'The NPWP must be text.' })
    .trim()
    .max(30, 'The NPWP may not be greater than 30 characters.')
    .refine((value) => value === '' || isTaxNumber(value), {
      message: 'The NPWP must be 15 or 16 digits (dots and dashes allowed).',
      params: { code: 'validation.regex' },
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

const isTaxNumber = (value: string) =>
  /^[\d.\- ]+$/.test(value) && [15, 16].includes(value.replace(/\D/g, '').length);

/**
 * What the admin sets on the Venue screen. The phone is a mobile number the footer calls and
 * receipts print; links are https; an empty map link reads as the address on Google Maps; empty
 * terms read as the standard terms (spec 1 §9). The booking hours are spec 2 §9's unless changed here,
 * and the slots follow them (record 0029).
 */
export const VenueSettingsBodySchema = z.object({
  name: requiredText('name', 80),
  address: requiredText('address', 300),
  phone: requiredText('phone', 20).refine((value) => normalizePhone(value) !== null, {
    message: 'The phone must be an Indonesian mobile number (08…, 628… or +62 8…).',
    params: { code: 'validation.regex' },
  }),
  tax_number: taxNumberField(),
  map_url: httpsUrl('map link'),
  instagram_url: httpsUrl('Instagram link', /(^|\.)instagram\.com$/),
  tiktok_url: httpsUrl('TikTok link', /(^|\.)tiktok\.com$/),
  terms_text: optionalText('terms text', MAX_TERMS_TEXT).default(''),
  reminder_minutes: z
    .number({ message: 'The reminder time must be a number of minutes.' })
    .int({ message: 'The reminder time must be whole minutes.' })
    .min(MIN_REMINDER_MINUTES, {
      message: `A reminder goes out at least ${MIN_REMINDER_MINUTES} minutes before the start.`,
    })
    .max(MAX_REMINDER_MINUTES, { message: 'A reminder goes out at most a day before the start.' })
    .default(DEFAULT_REMINDER_MINUTES),
  opening_hours: OpeningHoursBodySchema.default(DEFAULT_OPENING_HOURS_BODY),
});
export type VenueSettingsBody = z.input<typeof VenueSettingsBodySchema>;

export const VenueSettingsSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** The venue's NPWP, which receipts print; null when the venue has none. */
  tax_number: z.string().nullable(),
  map_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  terms_text: z.string(),
  /** Minutes before a booking's start that its WhatsApp reminder is sent. */
  reminder_minutes: z.number().int(),
  /** The booking hours, Sunday first (contracts/venue-hours.ts). */
  opening_hours: z.array(DayHoursSchema),
});
export type VenueSettings = z.infer<typeof VenueSettingsSchema>;

export const VenueSettingsResponseSchema = z.object({ data: VenueSettingsSchema });
export type VenueSettingsResponse = z.infer<typeof VenueSettingsResponseSchema>;

export const getVenueSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/venue-settings',
  response: { 200: VenueSettingsResponseSchema, ...authedErrorResponses },
  tags: TAGS,
  summary: 'The venue details and terms text (admins)',
});

export const updateVenueSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/venue-settings',
  body: VenueSettingsBodySchema,
  response: { 200: VenueSettingsResponseSchema.extend({ message: z.string() }), ...authedErrorResponses },
  tags: TAGS,
  summary: 'Saves the venue details and terms text (admins); the footer and terms show them at once',
});
