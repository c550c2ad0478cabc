import { getPublicVenueRoute } from '@ruangmain/domain/contracts/venue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../plugins/catalogue-cache';
import { readVenueSettings, toPublicVenue } from './venue-settings';

/** The venue's details for the footer and the terms (no token), from the catalogue cache. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/public/venue', { schema: getPublicVenueRoute }, (request, reply) =>
    sendCached(request, reply, getPublicVenueRoute, 'venue', async () =>
      toPublicVenue(await readVenueSettings(app.db)),
    ),
  );
};
