import {
  adminBannerRoutes,
  adminFaqRoutes,
  getVenueSettingsRoute,
  updateVenueSettingsRoute,
} from '@ruangmain/domain/contracts/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/authenticate';
import { toAuditActor } from '../audit/record-audit';
import { bannerCollection, listAdminBanners } from './banners';
import { faqCollection, listAdminFaqs } from './faqs';
import { orderedCollectionPlugin } from './ordered-collection-routes';
import { readVenueSettings, saveVenueSettings } from './venue-settings';

const ADMINS = { roles: ['admin'] } as const;

/**
 * The site's content in the back office, inside the staff scope (paths relative to /api/admin),
 * admins only: banners, FAQs and the Venue screen's details and terms.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    orderedCollectionPlugin({
      path: '/banners',
      routes: adminBannerRoutes,
      managed: bannerCollection,
      plural: 'banners',
      list: listAdminBanners,
    }),
  );
  await app.register(
    orderedCollectionPlugin({
      path: '/faqs',
      routes: adminFaqRoutes,
      managed: faqCollection,
      plural: 'FAQs',
      list: listAdminFaqs,
    }),
  );

  app.get('/venue-settings', { schema: getVenueSettingsRoute, config: ADMINS }, async () => ({
    data: await readVenueSettings(app.db),
  }));

  app.put('/venue-settings', { schema: updateVenueSettingsRoute, config: ADMINS }, async (request) => ({
    message: 'The venue details were saved.',
    data: await saveVenueSettings(app.db, {
      actor: toAuditActor(currentAuth(request).user),
      settings: request.body,
    }),
  }));
};
