import {
  bookRoomEndpoint,
  cancelBookingEndpoint,
  cancelPaymentEndpoint,
  getBookingDetailsEndpoint,
  getBookingStatusEndpoint,
  listBookingHistoryEndpoint,
  rescheduleBookingEndpoint,
  resumePaymentEndpoint,
} from '@ruangmain/domain/contracts/bookings';
import { isStaff } from '@ruangmain/domain/roles';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookings } from '../../db/schema/bookings';
import { route } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { currentAuth, requireUser } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { sayTo } from '../../texts/request-language';
import { hitRateLimit, RATE_RULES } from '../rate-limits/rate-limit';
import { loadVenueHours } from '../venue-hours/venue-hours';
import { bookRoom } from './book-room';
import { toBookingStatus } from './booking-status';
import { loadBookingViews } from './booking-view';
import { cancelOwnBooking } from './cancel-booking';
import { cancelPayment } from './cancel-payment';
import { bookingNotFound } from './find-booking';
import { listBookingHistory } from './list-booking-history';
import { rescheduleBooking } from './reschedule-booking';
import { resumePayment } from './resume-payment';

/** Room bookings (spec 2 §7): create, give up a payment, history, detail, cancel and reschedule. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    log: app.log,
    payments: app.payments,
    timeZone: app.config.venueTimeZone,
    loadHours: () => loadVenueHours(app),
    holdMinutes: app.config.bookings.holdMinutes,
    publicUrl: app.config.publicUrl,
  };

  route(app, bookRoomEndpoint, async (request, reply) => {
    // Staff at the counter are not limited; everyone else holds at most so many bookings per window.
    if (!isStaff(request.auth?.user)) {
      await hitRateLimit(
        app.db,
        `book-room:ip:${request.ip}`,
        RATE_RULES.bookingsPerIp,
        app.config.rateLimitMultiplier,
        'booking.tooManyBookings',
      );
    }
    const booked = await bookRoom(deps, request.body, request.auth ?? undefined);
    const { payment, ...booking } = booked;
    reply.code(201);
    return {
      message:
        booking.status === 'pending' ? 'Booking created. Please complete the payment.' : 'Booking confirmed',
      data: booking,
      invoice_number: booking.invoice_number,
      order_id: booking.order_id,
      // Both spellings: spec 2 §3 "Booking response may hold snapUrl or snap_url, snapToken or snap_token".
      snap_token: payment?.snap_token ?? null,
      snapToken: payment?.snap_token ?? null,
      snap_url: payment?.snap_url ?? null,
      snapUrl: payment?.snap_url ?? null,
      qr_string: payment?.qr_string ?? null,
      qr_image_url: payment?.qr_image_url ?? null,
      client_key: app.payments.clientKey,
      snap_script_url: app.payments.snapScriptUrl,
    };
  });

  // The success page checks a booking's real status here, for guests too (spec 2 §2 "Verifying
  // booking..."). The random invoice number is the key; the answer holds only what that page shows.
  route(app, getBookingStatusEndpoint, async (request) => {
    const [view] = await loadBookingViews(
      app.db,
      eq(bookings.invoice_number, request.params.invoice_number),
      {
        ...deps,
        limit: 1,
      },
    );
    if (!view) throw new AppError('not_found', apiText('booking.invoiceNotFound'));
    return { data: toBookingStatus(view) };
  });

  route(app, cancelPaymentEndpoint, async (request) =>
    cancelPayment(deps, {
      bookingId: request.params.id,
      body: request.body,
      auth: request.auth ?? undefined,
    }),
  );

  route(app, listBookingHistoryEndpoint, { preHandler: requireUser }, async (request) =>
    listBookingHistory(deps, {
      userId: currentAuth(request).user.id,
      query: request.query,
      now: new Date(),
    }),
  );

  route(app, getBookingDetailsEndpoint, { preHandler: requireUser }, async (request) => {
    const { user } = currentAuth(request);
    const condition = eq(bookings.id, request.params.id);
    const owned = isStaff(user) ? condition : and(condition, eq(bookings.user_id, user.id));
    const [view] = await loadBookingViews(app.db, owned ?? condition, { ...deps, limit: 1 });
    if (!view) throw bookingNotFound();
    return { data: view };
  });

  route(app, cancelBookingEndpoint, { preHandler: requireUser }, async (request) => {
    await cancelOwnBooking(deps, { bookingId: request.params.id, auth: currentAuth(request) });
    return { message: sayTo(request, apiText('booking.cancelled')) };
  });

  route(app, resumePaymentEndpoint, { preHandler: requireUser }, async (request) => {
    const resumed = await resumePayment(deps, {
      bookingId: request.params.id,
      auth: currentAuth(request),
      now: new Date(),
    });
    return {
      message: sayTo(request, apiText('booking.completePayment')),
      data: {
        id: resumed.booking.id,
        invoice_number: resumed.booking.invoice_number,
        order_id: resumed.orderId,
        total_price: resumed.booking.total_price,
        hold_expires_at: resumed.booking.hold_expires_at,
      },
      snap_token: resumed.snapToken,
      snap_url: resumed.snapUrl,
      client_key: app.payments.clientKey,
      snap_script_url: app.payments.snapScriptUrl,
    };
  });

  route(app, rescheduleBookingEndpoint, { onRequest: requireUser }, async (request) => {
    await rescheduleBooking(deps, {
      bookingId: request.params.id,
      auth: currentAuth(request),
      startTime: request.body.start_time,
      endTime: request.body.end_time,
    });
    const [view] = await loadBookingViews(app.db, eq(bookings.id, request.params.id), {
      ...deps,
      limit: 1,
    });
    return { message: sayTo(request, apiText('booking.rescheduled')), data: view };
  });
};
