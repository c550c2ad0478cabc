import { getHealthEndpoint } from '@ruangmain/domain/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getHealthEndpoint, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.dbEngine, time: new Date().toISOString() };
  });
};
