import { z } from 'zod';
import { cachedErrorResponses } from './catalogue';
import { defineEndpoint } from './endpoint';
import { DayHoursSchema } from './venue-hours';

/**
 * GET /api/public/venue: the venue's details as the footer and the terms show them (issue 17 "Manage
 * the venue"), set by the admin on the Venue screen, answered from the catalogue cache.
 */

export const PublicVenueSchema = z.object({
  name: z.string(),
  address: z.string(),
  /** As the venue writes it ('+62 812-2000-3535'). */
  phone: z.string(),
  /** The phone to dial: `tel:+62…`. */
  phone_href: z.string(),
  /** The venue's own map link, or the address searched on Google Maps. */
  map_url: z.string(),
  /** Google Maps' embed of the address (the CSP allows https://www.google.com frames). */
  map_embed_url: z.string(),
  instagram_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  /** The venue's own terms; empty: the standard terms of spec 1 §9. */
  terms_text: z.string(),
  /** The booking hours, Sunday first, minutes from each date's midnight (contracts/venue-hours.ts). */
  opening_hours: z.array(DayHoursSchema),
});
export type PublicVenue = z.infer<typeof PublicVenueSchema>;

export const getPublicVenueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/venue',
  response: { 200: PublicVenueSchema, ...cachedErrorResponses },
  tags: ['catalogue'],
  summary: 'The venue’s name, address, phone, links and terms text',
});
