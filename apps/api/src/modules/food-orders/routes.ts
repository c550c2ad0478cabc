import { bookFnbEndpoint, listPlayingUnitsEndpoint } from '@ruangmain/domain/contracts/food';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth, requireUser } from '../../plugins/authenticate';
import { bookingDepsOf } from '../bookings/booking-deps';
import { hitRateLimit, RATE_RULES } from '../rate-limits/rate-limit';
import { bookFnb } from './book-fnb';
import { listPlayingUnits } from './playing-units';

/** Food and drinks orders (spec 2 §7 POST /api/book-fnb). */
export const foodOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDepsOf(app);

  route(app, bookFnbEndpoint, async (request, reply) => {
    await hitRateLimit(
      app.db,
      `book-fnb:ip:${request.ip}`,
      RATE_RULES.bookingsPerIp,
      app.config.rateLimitMultiplier,
      'food.tooManyOrders',
    );
    const { payment, seating, ...order } = await bookFnb(deps, request.body, request.auth ?? undefined);
    reply.code(201);
    return {
      message: order.status === 'pending' ? 'Order created. Please complete the payment.' : 'Order confirmed',
      data: {
        ...order,
        seating: seating.seating.mode,
        table_number: seating.tableNumber,
        unit: seating.unit,
      },
      invoice_number: order.invoice_number,
      order_id: order.order_id,
      // The payment fields of POST /api/book-room, both spellings (spec 2 §3), and the redirect url.
      snap_token: payment?.snap_token ?? null,
      snapToken: payment?.snap_token ?? null,
      snap_url: payment?.snap_url ?? null,
      snapUrl: payment?.snap_url ?? null,
      redirect_url: payment?.snap_url ?? null,
      client_key: app.payments.clientKey,
      snap_script_url: app.payments.snapScriptUrl,
    };
  });

  // The units the checkout's Unit seating offers a customer (issue 30).
  route(app, listPlayingUnitsEndpoint, { onRequest: requireUser }, async (request) => ({
    data: await listPlayingUnits(app.db, { userId: currentAuth(request).user.id, now: new Date() }),
  }));
};
