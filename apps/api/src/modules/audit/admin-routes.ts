import { listAuditEndpoint } from '@ruangmain/domain/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { listAudit } from './list-audit';

/** The audit trail, inside the staff scope (plugins/staff-scope.ts): admins only. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listAuditEndpoint, { config: { roles: ['admin'] } }, async (request) =>
    listAudit(app.db, request.query, app.config.venueTimeZone),
  );
};
