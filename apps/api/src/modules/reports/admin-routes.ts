import {
  occupancyReportEndpoint,
  peakHoursReportEndpoint,
  popularReportEndpoint,
  revenueReportEndpoint,
  todayReportEndpoint,
  transactionsCsvEndpoint,
} from '@ruangmain/domain/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { loadVenueHours } from '../venue-hours/venue-hours';
import { getOccupancyReport } from './get-occupancy-report';
import { getPeakHoursReport } from './get-peak-hours-report';
import { getPopularReport } from './get-popular-report';
import { getRevenueReport } from './get-revenue-report';
import { getTodayReport } from './get-today-report';
import { streamTransactionsCsv, transactionsFileName } from './transactions-csv';

const ADMINS = { roles: ['admin'] } as const;

/**
 * The reports (issue 18 "Reports", record 0026), inside the staff scope (plugins/staff-scope.ts):
 * admins only, but for today's glance, which the board shows the front desk too.
 */
export const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.venueTimeZone;

  route(app, revenueReportEndpoint, { config: ADMINS }, async (request) => ({
    data: await getRevenueReport(app.db, request.query, timeZone),
  }));

  route(app, transactionsCsvEndpoint, { config: ADMINS }, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${transactionsFileName(request.query)}"`)
      .header('cache-control', 'no-store')
      .send(streamTransactionsCsv(app.db, request.query, timeZone) as unknown as string),
  );

  route(app, occupancyReportEndpoint, { config: ADMINS }, async (request) => ({
    data: await getOccupancyReport(app.db, request.query, { timeZone, hours: await loadVenueHours(app) }),
  }));

  route(app, peakHoursReportEndpoint, { config: ADMINS }, async (request) => ({
    data: await getPeakHoursReport(app.db, request.query, { timeZone, hours: await loadVenueHours(app) }),
  }));

  route(app, popularReportEndpoint, { config: ADMINS }, async (request) => ({
    data: await getPopularReport(app.db, request.query, timeZone),
  }));

  route(app, todayReportEndpoint, async () => ({
    data: await getTodayReport(app.db, { timeZone, hours: await loadVenueHours(app), now: new Date() }),
  }));
};
