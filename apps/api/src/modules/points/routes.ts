import { listPointTransactionsRoute } from '@ruangmain/domain/contracts/points';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pointTransactions } from '../../db/schema';
import { currentAuth, requireUser } from '../../plugins/authenticate';

const HISTORY_LIMIT = 500;

/** The signed-in customer's points ledger, newest first (spec 2 §3 "Point transaction"). */
export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customer/point-transactions',
    { preHandler: requireUser, schema: listPointTransactionsRoute },
    async (request) => {
      const { user } = currentAuth(request);
      return app.db
        .select({
          id: pointTransactions.id,
          type: pointTransactions.type,
          points: pointTransactions.points,
          description: pointTransactions.description,
          booking_id: pointTransactions.booking_id,
          user_reward_id: pointTransactions.user_reward_id,
          created_at: pointTransactions.created_at,
        })
        .from(pointTransactions)
        .where(eq(pointTransactions.user_id, user.id))
        .orderBy(desc(pointTransactions.created_at), desc(pointTransactions.id))
        .limit(HISTORY_LIMIT);
    },
  );
};
