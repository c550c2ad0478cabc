import { getReceiptEndpoint } from '@ruangmain/domain/contracts/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { currentAuth, requireUser } from '../../plugins/authenticate';
import { getReceipt } from './get-receipt';

/** Printable receipts of paid bookings and food orders (owners and staff). */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getReceiptEndpoint, { preHandler: requireUser }, async (request) => ({
    data: await getReceipt(
      { db: app.db, timeZone: app.config.venueTimeZone },
      { invoiceNumber: request.params.invoice_number, auth: currentAuth(request) },
    ),
  }));
};
