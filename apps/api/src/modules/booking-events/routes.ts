import { bookingEventsEndpoint } from '@ruangmain/domain/contracts/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { acceptsEventStream } from '../../lib/event-stream';
import { currentAuth, requireUser } from '../../plugins/authenticate';
import { readOwnBookingsVersion } from './own-bookings-version';
import { streamOwnBookings } from './stream-own-bookings';

/**
 * The customer's own bookings, live (issue 30): the history page follows the kitchen and the desk
 * without a reload. A stream, or the version once to poll.
 */
export const bookingEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, bookingEventsEndpoint, { onRequest: requireUser }, async (request, reply) => {
    const userId = currentAuth(request).user.id;
    if (!acceptsEventStream(request)) {
      return { data: { version: await readOwnBookingsVersion(app.db, userId) } };
    }
    await streamOwnBookings({
      request,
      reply,
      db: app.db,
      changes: app.boardChanges,
      sessionEnds: app.sessionEnds,
      // The app's open streams: ended when it closes, counted by the metrics (app.ts).
      streams: app.liveStreams,
    });
    return reply;
  });
};
