import {
  bannerEndpoints,
  faqEndpoints,
  getVenueSettingsEndpoint,
  updateVenueSettingsEndpoint,
} from '@ruangmain/domain/contracts/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { apiText } from '../../texts/local-text';
import { sayTo } from '../../texts/request-language';
import { orderedCollectionOperations } from '../manage/ordered-collection';
import { registerCollection } from '../manage/register-collection';
import { requestActor } from '../manage/request-actor';
import { bannerCollection, listAdminBanners } from './banners';
import { faqCollection, listAdminFaqs } from './faqs';
import { readVenueSettings, saveVenueSettings } from './venue-settings';

const ADMINS = { roles: ['admin'] } as const;

/**
 * The site's content in the back office, inside the staff scope (plugins/staff-scope.ts), admins
 * only: banners, FAQs and the Venue screen's details and terms.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollection(
    app,
    bannerEndpoints,
    orderedCollectionOperations(bannerCollection, { plural: 'banners', list: listAdminBanners }),
  );
  registerCollection(
    app,
    faqEndpoints,
    orderedCollectionOperations(faqCollection, { plural: 'FAQs', list: listAdminFaqs }),
  );

  route(app, getVenueSettingsEndpoint, { config: ADMINS }, async () => ({
    data: await readVenueSettings(app.db),
  }));

  route(app, updateVenueSettingsEndpoint, { config: ADMINS }, async (request) => ({
    message: sayTo(request, apiText('manage.venueSaved')),
    data: await saveVenueSettings(app.db, { actor: requestActor(request), settings: request.body }),
  }));
};
