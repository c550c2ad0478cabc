import { boardEventsEndpoint, getBoardEndpoint } from '@ruangmain/domain/contracts/board';
import {
  cancelAtDeskEndpoint,
  checkInEndpoint,
  createVenueBlockEndpoint,
  extendBookingEndpoint,
  getDeskBookingEndpoint,
  listPaidAfterReleaseEndpoint,
  lookUpCustomerEndpoint,
  markNoShowEndpoint,
  moveBookingEndpoint,
  rebookEndpoint,
  refundBookingEndpoint,
  removeVenueBlockEndpoint,
} from '@ruangmain/domain/contracts/desk';
import { deskDateOf } from '@ruangmain/domain/desk';
import { getBusinessWindow } from '@ruangmain/domain/hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { acceptsEventStream } from '../../lib/event-stream';
import { currentAuth } from '../../plugins/authenticate';
import type { TextKey } from '../../texts/english';
import { apiText } from '../../texts/local-text';
import { type RequestOfPerson, sayTo } from '../../texts/request-language';
import { toAuditActor } from '../audit/record-audit';
import { loadVenueHours } from '../venue-hours/venue-hours';
import { readBoardVersion } from './board-changes';
import { cancelAtDesk } from './cancel-at-desk';
import { checkInBooking } from './check-in-booking';
import { createVenueBlock } from './create-venue-block';
import { extendBooking } from './extend-booking';
import { getBoard } from './get-board';
import { getDeskBooking } from './get-desk-booking';
import { listPaidAfterRelease } from './list-paid-after-release';
import { lookUpCustomer } from './look-up-customer';
import { markNoShow } from './mark-no-show';
import { moveBooking } from './move-booking';
import { rebookPaidBooking } from './rebook-paid-booking';
import { refundBooking } from './refund-booking';
import { removeVenueBlock } from './remove-venue-block';
import { streamBoardChanges } from './stream-board-changes';

/**
 * The front desk (record 0023), inside the staff scope (plugins/staff-scope.ts): paths are relative to
 * /api/admin; staff and admins are let in unless a route names its roles. Every action answers the
 * booking as the drawer shows it, read after the change.
 */
export const deskAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.venueTimeZone;
  const deps = {
    db: app.db,
    log: app.log,
    payments: app.payments,
    timeZone,
    loadHours: () => loadVenueHours(app),
    holdMinutes: app.config.bookings.holdMinutes,
    publicUrl: app.config.publicUrl,
  };
  const actorOf = (request: Parameters<typeof currentAuth>[0]) => toAuditActor(currentAuth(request).user);
  const answer = async (request: RequestOfPerson, message: TextKey, id: number) => ({
    message: sayTo(request, apiText(message)),
    data: await getDeskBooking(app.db, id, { timeZone, now: new Date() }),
  });

  route(app, getBoardEndpoint, async (request) => ({
    data: await getBoard(app.db, request.query, {
      timeZone,
      hours: await loadVenueHours(app),
      now: new Date(),
    }),
  }));

  // The app's open streams: ended when it closes, counted by the metrics (app.ts).
  const streams = app.liveStreams;
  route(app, boardEventsEndpoint, async (request, reply) => {
    if (!acceptsEventStream(request)) return { data: { version: await readBoardVersion(app.db) } };
    await streamBoardChanges({
      request,
      reply,
      db: app.db,
      changes: app.boardChanges,
      sessionEnds: app.sessionEnds,
      streams,
    });
    return reply;
  });

  route(app, getDeskBookingEndpoint, async (request) => ({
    data: await getDeskBooking(app.db, request.params.id, { timeZone, now: new Date() }),
  }));

  route(app, checkInEndpoint, async (request) => {
    await checkInBooking(app.db, { id: request.params.id, actor: actorOf(request), now: new Date() });
    return answer(request, 'desk.checkedIn', request.params.id);
  });

  route(app, markNoShowEndpoint, async (request) => {
    await markNoShow(app.db, { id: request.params.id, actor: actorOf(request), now: new Date() });
    return answer(request, 'desk.markedNoShow', request.params.id);
  });

  route(app, cancelAtDeskEndpoint, async (request) => {
    await cancelAtDesk(deps, {
      id: request.params.id,
      reason: request.body.reason,
      actor: actorOf(request),
      now: new Date(),
    });
    return answer(request, 'desk.cancelledAtDesk', request.params.id);
  });

  route(app, extendBookingEndpoint, async (request) => {
    const extended = await extendBooking(deps, {
      id: request.params.id,
      minutes: request.body.minutes,
      paymentMethod: request.body.payment_method,
      actor: actorOf(request),
      now: new Date(),
    });
    return { ...(await answer(request, 'desk.timeAdded', request.params.id)), ...extended };
  });

  route(app, moveBookingEndpoint, async (request) => {
    await moveBooking(app.db, {
      id: request.params.id,
      unitId: request.body.unit_id,
      startTime: request.body.start_time,
      endTime: request.body.end_time,
      actor: actorOf(request),
      now: new Date(),
      timeZone,
      hours: await loadVenueHours(app),
    });
    return answer(request, 'desk.moved', request.params.id);
  });

  route(app, rebookEndpoint, async (request) => {
    await rebookPaidBooking(app.db, {
      id: request.params.id,
      unitId: request.body.unit_id,
      startTime: request.body.start_time,
      endTime: request.body.end_time,
      actor: actorOf(request),
      now: new Date(),
      timeZone,
      hours: await loadVenueHours(app),
    });
    return answer(request, 'desk.rebooked', request.params.id);
  });

  route(app, refundBookingEndpoint, { config: { roles: ['admin'] } }, async (request) => {
    const refund = await refundBooking(deps, {
      id: request.params.id,
      amount: request.body.amount,
      reason: request.body.reason,
      actor: actorOf(request),
      now: new Date(),
    });
    return { ...(await answer(request, 'desk.refundRecorded', request.params.id)), refund };
  });

  route(app, createVenueBlockEndpoint, async (request, reply) => {
    const block = await createVenueBlock(app.db, {
      body: request.body,
      actor: actorOf(request),
      now: new Date(),
      timeZone,
    });
    reply.code(201);
    return { message: sayTo(request, apiText('desk.unitsBlocked')), data: block };
  });

  route(app, removeVenueBlockEndpoint, async (request) => ({
    message: sayTo(request, apiText('desk.blockLiftedNow')),
    data: await removeVenueBlock(app.db, { id: request.params.id, actor: actorOf(request), now: new Date() }),
  }));

  route(app, listPaidAfterReleaseEndpoint, async () => ({
    data: await listPaidAfterRelease(app.db, { timeZone, now: new Date() }),
  }));

  route(app, lookUpCustomerEndpoint, async (request) => {
    const now = new Date();
    const hours = await loadVenueHours(app);
    return {
      data: await lookUpCustomer(app.db, {
        phone: request.query.phone,
        timeZone,
        now,
        dayStartsAt: getBusinessWindow(deskDateOf(now, timeZone, hours), timeZone, hours).opensAt,
      }),
    };
  });
};
