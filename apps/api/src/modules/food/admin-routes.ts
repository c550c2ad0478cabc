import {
  fnbCategoryEndpoints,
  fnbEndpoints,
  setFnbAvailabilityEndpoint,
} from '@ruangmain/domain/contracts/admin-food';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { registerCollection } from '../manage/register-collection';
import { requestActor } from '../manage/request-actor';
import { fnbCategoryOperations, fnbOperations, setFnbAvailability } from './menu-operations';

/**
 * The menu in the back office, inside the staff scope (plugins/staff-scope.ts): items and categories
 * for admins; the sold-out toggle for the kitchen's staff too (spec 2 §2 SOLD OUT).
 */
export const foodAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, fnbEndpoints, fnbOperations);
  // Staff may use this one: the kitchen marks an item sold out when it runs out (no admins-only config).
  route(app, setFnbAvailabilityEndpoint, (request) =>
    setFnbAvailability(app.db, {
      actor: requestActor(request),
      id: request.params.id,
      isAvailable: request.body.is_available,
    }),
  );
  registerCollection(app, fnbCategoryEndpoints, fnbCategoryOperations);
};
