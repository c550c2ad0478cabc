import { listAuditRoute } from '@ruangmain/domain/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from './list-audit';

/** The audit trail, inside the staff scope (plugins/staff-scope.ts): admins only. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit', { schema: listAuditRoute, config: { roles: ['admin'] } }, async (request) =>
    listAudit(app.db, request.query, app.config.venueTimeZone),
  );
};
