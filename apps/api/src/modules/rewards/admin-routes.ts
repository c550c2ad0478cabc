import {
  collectRewardClaimEndpoint,
  listRewardClaimsEndpoint,
} from '@ruangmain/domain/contracts/admin-rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';
import { sayTo } from '../../texts/request-language';
import { toAuditActor } from '../audit/record-audit';
import { collectRewardClaim } from './collect-reward-claim';
import { listRewardClaims } from './list-reward-claims';

/**
 * The front desk's merchandise claims, registered inside the staff scope (plugins/staff-scope.ts):
 * paths are relative to /api/admin, and staff and admins are let in.
 */
export const rewardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listRewardClaimsEndpoint, async (request) =>
    listRewardClaims(app.db, request.query, new Date()),
  );

  route(app, collectRewardClaimEndpoint, async (request) => {
    const claim = await collectRewardClaim(app.db, {
      id: request.params.id,
      actor: toAuditActor(currentAuth(request).user),
      now: new Date(),
    });
    return { message: sayTo(request, apiText('desk.rewardCollected')), data: claim };
  });
};
