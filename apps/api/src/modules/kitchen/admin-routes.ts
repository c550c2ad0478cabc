import { listFnbOrdersEndpoint, moveFnbOrderEndpoint } from '@ruangmain/domain/contracts/kitchen';
import { kitchenDayOpensAt } from '@ruangmain/domain/desk-kitchen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { sayTo } from '../../texts/request-language';
import { toAuditActor } from '../audit/record-audit';
import { listFnbOrders } from './list-fnb-orders';
import { moveFnbOrder } from './move-fnb-order';

/**
 * The kitchen's queue inside the staff scope (plugins/staff-scope.ts; paths relative to /api/admin):
 * staff and admins. A screen refreshes on GET /api/admin/board/events (record 0022).
 */
export const kitchenAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.venueTimeZone;

  route(app, listFnbOrdersEndpoint, async (request) => {
    const now = new Date();
    const dayOpensAt = kitchenDayOpensAt(now, timeZone);
    return { now, data: await listFnbOrders(app.db, { status: request.query.status, now, dayOpensAt }) };
  });

  route(app, moveFnbOrderEndpoint, async (request) => {
    const now = new Date();
    return {
      message: sayTo(request, apiText('desk.orderMoved')),
      data: await moveFnbOrder(app.db, {
        id: request.params.id,
        status: request.body.status,
        reason: request.body.reason,
        actor: toAuditActor(currentAuth(request).user),
        now,
        dayOpensAt: kitchenDayOpensAt(now, timeZone),
      }),
    };
  });
};
