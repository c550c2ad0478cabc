// Facts about the venue, shown in the footer and the terms. Texts around them live in the catalogue.
// The footer and the terms read the venue's details as the admin set them (lib/catalogue/get-venue.ts);
// the success pages' help boxes call the standard number below.
import { DEFAULT_VENUE_PROFILE } from '@ruangmain/domain/venue';

export const VENUE = {
  phone: {
    display: DEFAULT_VENUE_PROFILE.phone,
    href: 'tel:+6281220003535',
  },
} as const;

/** Day groups; their labels are catalogue keys (`hours.days.*` and `terms:days.*`). */
export type OpeningDays = 'monThu' | 'fri' | 'sat' | 'sun';

/** Opening hours (spec 1 §9, spec 2 §9). A close time of 00:00 or 01:00 falls on the next day. */
export const OPENING_HOURS: readonly { days: OpeningDays; open: string; close: string }[] = [
  { days: 'monThu', open: '10:00', close: '00:00' },
  { days: 'fri', open: '14:00', close: '01:00' },
  { days: 'sat', open: '10:00', close: '01:00' },
  { days: 'sun', open: '10:00', close: '00:00' },
];

/**
 * The venue's time zone (../shared/DESIGN.md "Time": VENUE_TIMEZONE, Asia/Jakarta by default). Calendars and
 * "past" slots use the venue's clock, not the visitor's, so a booking from abroad sees what the desk sees.
 */
export const VENUE_TIME_ZONE = 'Asia/Jakarta';
