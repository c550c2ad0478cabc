import {
  adjustPointsEndpoint,
  blockUserEndpoint,
  managedUserEndpoints,
  unblockUserEndpoint,
} from '@ruangmain/domain/contracts/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { apiText } from '../../texts/local-text';
import { sayTo } from '../../texts/request-language';
import { registerCollection } from '../manage/register-collection';
import { requestActor } from '../manage/request-actor';
import { adjustPoints } from './adjust-points';
import { managedUserOperations } from './managed-user-operations';
import { setUserAccess } from './set-user-access';

const ADMINS = { roles: ['admin'] } as const;

/**
 * The admins' people inside the staff scope (plugins/staff-scope.ts): customers and team accounts in
 * one `users` collection. Accounts are never deleted: their bookings, ledger and trail stay theirs;
 * DELETE disables (blocks) one.
 */
export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(app, managedUserEndpoints, managedUserOperations);

  route(app, blockUserEndpoint, { config: ADMINS }, async (request) => ({
    message: sayTo(request, apiText('manage.accountBlocked')),
    data: await setUserAccess(app.db, { id: request.params.id, blocked: true, actor: requestActor(request) }),
  }));

  route(app, unblockUserEndpoint, { config: ADMINS }, async (request) => ({
    message: sayTo(request, apiText('manage.accountUnblocked')),
    data: await setUserAccess(app.db, {
      id: request.params.id,
      blocked: false,
      actor: requestActor(request),
    }),
  }));

  route(app, adjustPointsEndpoint, { config: ADMINS }, async (request) => ({
    message: sayTo(request, apiText('manage.pointsAdjusted')),
    data: await adjustPoints(app.db, {
      id: request.params.id,
      ...request.body,
      actor: requestActor(request),
    }),
  }));
};
