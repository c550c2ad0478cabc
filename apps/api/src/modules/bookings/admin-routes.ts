import { listAdminBookingsEndpoint } from '@ruangmain/domain/contracts/admin-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { listStaffBookings } from './list-staff-bookings';

/**
 * The bookings' staff routes, registered inside the staff scope (plugins/staff-scope.ts), so their
 * paths are relative to /api/admin and the guard has already let the caller in.
 */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listAdminBookingsEndpoint, async (request) =>
    listStaffBookings(app.db, request.query, app.config.venueTimeZone),
  );
};
