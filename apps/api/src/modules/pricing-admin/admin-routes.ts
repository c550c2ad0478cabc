import {
  promoRoutes,
  rewardRoutes,
  serviceFeeRoutes,
  taxRoutes,
} from '@ruangmain/domain/contracts/admin-pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestActor as actorOf } from '../manage/request-actor';
import { createPromo, getPromo, listPromos, removePromo, updatePromo } from './promos';
import { createReward, getReward, listRewards, removeReward, updateReward } from './rewards';
import { serviceFeeOperations } from './service-fees';
import { taxOperations } from './taxes';

const ADMINS = { roles: ['admin'] } as const;

/**
 * The prices' back office (issue 17 "Manage the venue"), inside the staff scope
 * (plugins/staff-scope.ts): admins only. Promos, rewards, taxes and service fees each answer list,
 * get, create, patch and delete.
 */
export const pricingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/promos', { schema: promoRoutes.list, config: ADMINS }, (request) =>
    listPromos(db, request.query),
  );
  app.get('/promos/:id', { schema: promoRoutes.get, config: ADMINS }, (request) =>
    getPromo(db, request.params.id),
  );
  app.post('/promos', { schema: promoRoutes.create, config: ADMINS }, async (request, reply) => {
    reply.code(201);
    return createPromo(db, actorOf(request), request.body);
  });
  app.patch('/promos/:id', { schema: promoRoutes.update, config: ADMINS }, (request) =>
    updatePromo(db, actorOf(request), request.params.id, request.body),
  );
  app.delete('/promos/:id', { schema: promoRoutes.delete, config: ADMINS }, (request) =>
    removePromo(db, actorOf(request), request.params.id),
  );

  app.get('/rewards', { schema: rewardRoutes.list, config: ADMINS }, (request) =>
    listRewards(db, request.query),
  );
  app.get('/rewards/:id', { schema: rewardRoutes.get, config: ADMINS }, (request) =>
    getReward(db, request.params.id),
  );
  app.post('/rewards', { schema: rewardRoutes.create, config: ADMINS }, async (request, reply) => {
    reply.code(201);
    return createReward(db, actorOf(request), request.body);
  });
  app.patch('/rewards/:id', { schema: rewardRoutes.update, config: ADMINS }, (request) =>
    updateReward(db, actorOf(request), request.params.id, request.body),
  );
  app.delete('/rewards/:id', { schema: rewardRoutes.delete, config: ADMINS }, (request) =>
    removeReward(db, actorOf(request), request.params.id),
  );

  // Taxes and service fees share their shape and their operations (charges.ts).
  for (const [path, routes, operations] of [
    ['/taxes', taxRoutes, taxOperations],
    ['/services-fee', serviceFeeRoutes, serviceFeeOperations],
  ] as const) {
    app.get(path, { schema: routes.list, config: ADMINS }, (request) =>
      operations.list(db, request.query as never),
    );
    app.get(`${path}/:id`, { schema: routes.get, config: ADMINS }, (request) =>
      operations.get(db, request.params.id),
    );
    app.post(path, { schema: routes.create, config: ADMINS }, async (request, reply) => {
      reply.code(201);
      return operations.create(db, actorOf(request), request.body as never);
    });
    app.patch(`${path}/:id`, { schema: routes.update, config: ADMINS }, (request) =>
      operations.update(db, actorOf(request), request.params.id, request.body as never),
    );
    app.delete(`${path}/:id`, { schema: routes.delete, config: ADMINS }, (request) =>
      operations.remove(db, actorOf(request), request.params.id),
    );
  }
};
