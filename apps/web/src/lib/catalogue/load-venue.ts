import { getPublicVenueEndpoint, type PublicVenue } from '@ruangmain/domain/contracts/venue';
import { DEFAULT_VENUE_PROFILE } from '@ruangmain/domain/venue';
import { DEFAULT_VENUE_LINKS, mapEmbedUrl, mapSearchUrl } from '@ruangmain/domain/venue-links';
import { DEFAULT_OPENING_HOURS_BODY } from '@ruangmain/domain/weekly-hours';
import { call } from '@/lib/api-client';

/** The venue's details before its answer arrives (or when it cannot): the standard ones. */
export const DEFAULT_PUBLIC_VENUE: PublicVenue = {
  ...DEFAULT_VENUE_PROFILE,
  phone_href: 'tel:+6281220003535',
  map_url: mapSearchUrl(DEFAULT_VENUE_PROFILE.address),
  map_embed_url: mapEmbedUrl(DEFAULT_VENUE_PROFILE.address),
  ...DEFAULT_VENUE_LINKS,
  terms_text: '',
  opening_hours: DEFAULT_OPENING_HOURS_BODY,
};

/** GET /api/public/venue: the venue's details as the admin set them (Venue screen). */
export const getVenue = () => call(getPublicVenueEndpoint);

let venueRequest: Promise<PublicVenue> | undefined;

/**
 * The venue's details once a page load, for what shows outside the query cache (the terms dialog,
 * which registration and payment pages open without loading the cache); a failure reads as the
 * standard details, as the footer does.
 */
export function loadVenueOnce(): Promise<PublicVenue> {
  venueRequest ??= getVenue().catch(() => DEFAULT_PUBLIC_VENUE);
  return venueRequest;
}
