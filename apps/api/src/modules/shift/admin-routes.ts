import {
  closeShiftEndpoint,
  currentShiftEndpoint,
  getShiftEndpoint,
  listShiftsEndpoint,
  openShiftEndpoint,
} from '@ruangmain/domain/contracts/shift';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { apiText } from '../../texts/local-text';
import { sayTo } from '../../texts/request-language';
import { requestActor } from '../manage/request-actor';
import { closeShift } from './close-shift';
import { findShift } from './find-shift';
import { findCurrentShift, listShifts } from './list-shifts';
import { openShift } from './open-shift';
import { presentShift } from './shift-view';

/**
 * The drawer's shifts inside the staff scope (plugins/staff-scope.ts; paths relative to /api/admin):
 * the front desk and admins open and close them (issue 18 "Shift close", record 0028).
 */
export const shiftAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, currentShiftEndpoint, async () => {
    const data = await findCurrentShift(app.db);
    return { message: data ? 'The open shift.' : 'No shift is open.', data };
  });

  route(app, listShiftsEndpoint, async (request) => listShifts(app.db, request.query));

  route(app, getShiftEndpoint, async (request) => ({
    message: 'Shift.',
    data: await presentShift(app.db, await findShift(app.db, request.params.id)),
  }));

  route(app, openShiftEndpoint, async (request, reply) => {
    const data = await openShift(app.db, {
      openingCash: request.body.opening_cash,
      actor: requestActor(request),
      now: new Date(),
    });
    reply.code(201);
    return { message: sayTo(request, apiText('desk.shiftOpened')), data };
  });

  route(app, closeShiftEndpoint, async (request) => ({
    message: sayTo(request, apiText('desk.shiftClosed')),
    data: await closeShift(app.db, {
      id: request.params.id,
      countedCash: request.body.counted_cash,
      note: request.body.note,
      actor: requestActor(request),
      now: new Date(),
    }),
  }));
};
