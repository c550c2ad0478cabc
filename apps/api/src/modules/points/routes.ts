import { listPointTransactionsEndpoint } from '@ruangmain/domain/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth, requireUser } from '../../plugins/authenticate';
import { listPointTransactions } from './list-point-transactions';

/** The signed-in customer's points ledger (spec 2 §3 "Point transaction"). */
export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listPointTransactionsEndpoint, { preHandler: requireUser }, async (request) =>
    listPointTransactions(app.db, { userId: currentAuth(request).user.id, query: request.query }),
  );
};
