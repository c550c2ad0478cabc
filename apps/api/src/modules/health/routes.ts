import { getHealthRoute } from '@ruangmain/domain/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: getHealthRoute }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.dbEngine, time: new Date().toISOString() };
  });
};
