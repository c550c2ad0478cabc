import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: HealthResponseSchema } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.dbEngine, time: new Date().toISOString() };
  });
};
