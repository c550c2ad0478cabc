// GET /api/customer/booking-events (declared in bookings.ts), by its path and its event's name alone: the
// history follows it without loading every booking schema and the validation library they need, which
// cost the page half a second of blocked main thread on a phone (issue 30, bench/lighthouse.ts).

/** The path of the customer's own bookings' stream (bookingEventsEndpoint). */
export const BOOKING_EVENTS_PATH = '/api/customer/booking-events';

/** The name of the customer's own bookings' events. */
export const OWN_BOOKINGS_EVENT = 'bookings';
