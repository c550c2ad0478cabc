// Facts about the venue the web app keeps. Its name, address, phone, links and hours are the admin's
// (Venue screen), read from the public venue answer (lib/catalogue/get-venue.ts, load-venue.ts).

/**
 * The venue's time zone (../shared/DESIGN.md "Time": VENUE_TIMEZONE, Asia/Jakarta by default). Calendars and
 * "past" slots use the venue's clock, not the visitor's, so a booking from abroad sees what the desk sees.
 */
export const VENUE_TIME_ZONE = 'Asia/Jakarta';
