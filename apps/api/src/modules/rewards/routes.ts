import {
  applyRewardEndpoint,
  listHeldRewardsEndpoint,
  redeemRewardEndpoint,
} from '@ruangmain/domain/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth } from '../../plugins/authenticate';
import { applyReward } from './apply-reward';
import { listHeldRewards } from './list-held-rewards';
import { redeemReward } from './redeem-reward';

/**
 * The signed-in customer's rewards (spec 1 §7 "Rewards (customer)"): held rewards, redeeming points
 * and applying a held reward. Everything under /api/customer/ needs a session (plugins/authenticate).
 */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listHeldRewardsEndpoint, async (request) =>
    listHeldRewards(app.db, { userId: currentAuth(request).user.id, now: new Date() }),
  );

  route(app, redeemRewardEndpoint, async (request, reply) => {
    const redeemed = await redeemReward(app.db, {
      userId: currentAuth(request).user.id,
      rewardId: request.params.id,
      now: new Date(),
    });
    return reply.code(201).send(redeemed);
  });

  route(app, applyRewardEndpoint, async (request) =>
    applyReward(app.db, { id: request.params.id, userId: currentAuth(request).user.id, now: new Date() }),
  );
};
