import { getHealthEndpoint, getReadinessEndpoint } from '@ruangmain/domain/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { checkReadiness } from './check-readiness';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: no database call, so a slow database never gets a live process restarted (record 0051).
  route(app, getHealthEndpoint, async () => ({
    status: 'ok' as const,
    database: app.dbEngine,
    time: new Date().toISOString(),
  }));

  route(app, getReadinessEndpoint, async (_request, reply) => {
    const readiness = await checkReadiness(app.db);
    return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
  });
};
