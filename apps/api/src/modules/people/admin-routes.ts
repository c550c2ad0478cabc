import {
  adjustPointsRoute,
  createTeamAccountRoute,
  disableUserRoute,
  getManagedUserRoute,
  listManagedUsersRoute,
  setUserAccessRoute,
  updateManagedUserRoute,
} from '@ruangmain/domain/contracts/manage-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestActor } from '../manage/request-actor';
import { adjustPoints } from './adjust-points';
import { createTeamAccount } from './create-team-account';
import { getManagedUser } from './get-managed-user';
import { listManagedUsers } from './list-managed-users';
import { setUserAccess } from './set-user-access';
import { updateCustomerProfile } from './update-customer-profile';
import { updateTeamAccount } from './update-team-account';

const ADMINS = { roles: ['admin'] } as const;

/**
 * The admins' people inside the staff scope (plugins/staff-scope.ts; paths relative to /api/admin):
 * customers and team accounts in one `users` collection. Accounts are never deleted: their bookings,
 * ledger and trail stay theirs; DELETE disables (blocks) one.
 */
export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', { schema: listManagedUsersRoute, config: ADMINS }, async (request) =>
    listManagedUsers(app.db, request.query),
  );

  app.get('/users/:id', { schema: getManagedUserRoute, config: ADMINS }, async (request) => ({
    message: 'User.',
    data: await getManagedUser(app.db, request.params.id),
  }));

  app.post('/users', { schema: createTeamAccountRoute, config: ADMINS }, async (request, reply) => {
    const data = await createTeamAccount(app.db, { ...request.body, actor: requestActor(request) });
    reply.code(201);
    return { message: 'Account created.', data };
  });

  app.patch('/users/:id', { schema: updateManagedUserRoute, config: ADMINS }, async (request) => {
    const { name, phone, role, password } = request.body;
    const change = { id: request.params.id, actor: requestActor(request) };
    const data =
      name !== undefined || phone !== undefined
        ? await updateCustomerProfile(app.db, { ...change, name, phone })
        : await updateTeamAccount(app.db, { ...change, role, password });
    return { message: 'Account saved.', data };
  });

  app.delete('/users/:id', { schema: disableUserRoute, config: ADMINS }, async (request) => {
    await setUserAccess(app.db, { id: request.params.id, blocked: true, actor: requestActor(request) });
    return { message: 'Accounts are never deleted: this one is disabled and signed out.', deleted: false };
  });

  app.post('/users/:id/block', { schema: setUserAccessRoute, config: ADMINS }, async (request) => ({
    message: 'Account blocked and signed out.',
    data: await setUserAccess(app.db, { id: request.params.id, blocked: true, actor: requestActor(request) }),
  }));

  app.post('/users/:id/unblock', { schema: setUserAccessRoute, config: ADMINS }, async (request) => ({
    message: 'Account unblocked.',
    data: await setUserAccess(app.db, {
      id: request.params.id,
      blocked: false,
      actor: requestActor(request),
    }),
  }));

  app.post('/users/:id/points', { schema: adjustPointsRoute, config: ADMINS }, async (request) => ({
    message: 'Points adjusted.',
    data: await adjustPoints(app.db, {
      id: request.params.id,
      ...request.body,
      actor: requestActor(request),
    }),
  }));
};
