import { collectRewardClaimRoute, listRewardClaimsRoute } from '@ruangmain/domain/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/authenticate';
import { toAuditActor } from '../audit/record-audit';
import { collectRewardClaim } from './collect-reward-claim';
import { listRewardClaims } from './list-reward-claims';

/**
 * The front desk's merchandise claims, registered inside the staff scope (plugins/staff-scope.ts):
 * paths are relative to /api/admin, and staff and admins are let in.
 */
export const rewardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/reward-claims', { schema: listRewardClaimsRoute }, async (request) =>
    listRewardClaims(app.db, request.query, new Date()),
  );

  app.post('/reward-claims/:id/collect', { schema: collectRewardClaimRoute }, async (request) => {
    const claim = await collectRewardClaim(app.db, {
      id: request.params.id,
      actor: toAuditActor(currentAuth(request).user),
      now: new Date(),
    });
    return { message: 'Reward collected.', data: claim };
  });
};
