import {
  applyRewardRoute,
  listHeldRewardsRoute,
  redeemRewardRoute,
} from '@ruangmain/domain/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/authenticate';
import { applyReward } from './apply-reward';
import { listHeldRewards } from './list-held-rewards';
import { redeemReward } from './redeem-reward';

/**
 * The signed-in customer's rewards (spec 1 §7 "Rewards (customer)"): held rewards, redeeming points
 * and applying a held reward. Everything under /api/customer/ needs a session (plugins/authenticate).
 */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/customer/my-rewards', { schema: listHeldRewardsRoute }, async (request) =>
    listHeldRewards(app.db, { userId: currentAuth(request).user.id, now: new Date() }),
  );

  app.post('/api/customer/rewards/:id/redeem', { schema: redeemRewardRoute }, async (request, reply) => {
    const redeemed = await redeemReward(app.db, {
      userId: currentAuth(request).user.id,
      rewardId: request.params.id,
      now: new Date(),
    });
    return reply.code(201).send(redeemed);
  });

  app.post('/api/customer/rewards-apply/:id/apply', { schema: applyRewardRoute }, async (request) =>
    applyReward(app.db, { id: request.params.id, userId: currentAuth(request).user.id, now: new Date() }),
  );
};
