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

const promoOperations = {
  list: listPromos,
  get: getPromo,
  create: createPromo,
  update: updatePromo,
  remove: removePromo,
};
const rewardOperations = {
  list: listRewards,
  get: getReward,
  create: createReward,
  update: updateReward,
  remove: removeReward,
};

/**
 * The prices' back office (issue 17 "Manage the venue"), inside the staff scope
 * (plugins/staff-scope.ts): admins only. Promos, rewards, taxes and service fees each answer list,
 * get, create, patch and delete, with the same five operations.
 */
export const pricingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const collections = [
    ['/promos', promoRoutes, promoOperations],
    ['/rewards', rewardRoutes, rewardOperations],
    ['/taxes', taxRoutes, taxOperations],
    ['/services-fee', serviceFeeRoutes, serviceFeeOperations],
  ] as const;
  // Each route's schema has checked the query and the body against its own contract before the
  // handler runs; the casts only join four collections' types in one loop.
  for (const [path, routes, operations] of collections) {
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
