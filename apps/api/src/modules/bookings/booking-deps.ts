import type { FastifyInstance } from 'fastify';

/**
 * What writing a booking or a food order needs from the app: the database, the log, the payment
 * provider, the venue's zone, how long an unpaid hold lasts and the address payments return to.
 */
export function bookingDepsOf(app: FastifyInstance) {
  return {
    db: app.db,
    log: app.log,
    payments: app.payments,
    timeZone: app.config.venueTimeZone,
    holdMinutes: app.config.bookings.holdMinutes,
    publicUrl: app.config.publicUrl,
  };
}
