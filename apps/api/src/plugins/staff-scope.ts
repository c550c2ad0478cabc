import { hasRole, STAFF_ROLES, type StaffRole } from '@ruangmain/domain/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { apiText } from '../texts/local-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles a staff route allows (`config: { roles: ['admin'] }`); unset, the whole staff. */
    roles?: readonly StaffRole[];
  }
}

/** Where every staff endpoint lives (../shared/DESIGN.md "Staff side"). */
export const STAFF_PREFIX = '/api/admin';

/** The staff's routes by module: those whose changes the public catalogue shows, and the rest. */
export type StaffRoutes = {
  /** The menu, prices, units, content, rewards, reviews: their cache is dropped after each change. */
  changingTheCatalogue: readonly FastifyPluginAsyncZod[];
  /** The desk, the kitchen, shifts, people, reports: a walk-in leaves the catalogue as it was. */
  others: readonly FastifyPluginAsyncZod[];
};

/**
 * The staff API: one encapsulated scope under /api/admin whose guard runs on request, before the body
 * is parsed and validated, so visitors and customers learn nothing about what a valid call looks like.
 * Each domain module hands in its staff routes (registered relative to the prefix); a route registered
 * under /api/admin anywhere else has no guard, which test/admin-scope.test.ts refuses.
 */
export async function registerStaffScope(app: FastifyInstance, staffRoutes: StaffRoutes): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', requireStaffRole);
      await scope.register(async (catalogue) => {
        catalogue.addHook('onSend', dropCatalogueCacheAfterChange);
        for (const routes of staffRoutes.changingTheCatalogue) await catalogue.register(routes);
      });
      for (const routes of staffRoutes.others) await scope.register(routes);
    },
    { prefix: STAFF_PREFIX },
  );
}

/**
 * A staff change the customer site shows (a price, the menu, a unit) is seen by the very next request:
 * this process drops its catalogue cache before answering, when the change has committed; the other
 * processes hear of it from the database (migration 0003), a moment later. The desk's and the
 * kitchen's changes do not drop it: on a busy evening they would every few seconds.
 */
async function dropCatalogueCacheAfterChange(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const isChange = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
  if (isChange && request.server.hasDecorator('catalogueCache')) request.server.catalogueCache.invalidate();
}

/** 401 without a session, 403 for a customer or for a role the route does not allow. */
async function requireStaffRole(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new AppError('unauthenticated', apiText('request.unauthenticated'));
  const { user } = request.auth;
  const allowed = request.routeOptions.config.roles ?? STAFF_ROLES;
  if (hasRole(user, allowed)) return;
  throw new AppError(
    'forbidden',
    hasRole(user, STAFF_ROLES) ? apiText('request.adminsOnly') : apiText('request.staffOnly'),
  );
}
