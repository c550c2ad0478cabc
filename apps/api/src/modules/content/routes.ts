import { getPublicVenueEndpoint } from '@ruangmain/domain/contracts/venue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { sendCached } from '../../plugins/catalogue-cache';
import { readVenueSettings, toPublicVenue } from './venue-settings';

/** The venue's details for the footer and the terms (no token), from the catalogue cache. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getPublicVenueEndpoint, (request, reply) =>
    sendCached(request, reply, getPublicVenueEndpoint, 'venue', async () =>
      toPublicVenue(await readVenueSettings(app.db)),
    ),
  );
};
