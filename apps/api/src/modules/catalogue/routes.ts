import {
  getUnitEndpoint,
  listBannersEndpoint,
  listConsolesEndpoint,
  listCustomerReviewsEndpoint,
  listFaqsEndpoint,
  listFnbCategoriesEndpoint,
  listFnbsEndpoint,
  listGamesEndpoint,
  listPricelistsEndpoint,
  listRewardsEndpoint,
  listRoomsEndpoint,
  listUnitsEndpoint,
} from '@ruangmain/domain/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { sendCached } from '../../plugins/catalogue-cache';
import { apiText } from '../../texts/local-text';
import { listActiveGames, listPublicUnitsWithGames } from './catalogue.queries';
import { listConsoles } from './list-consoles';
import { listBanners, listFaqs, listRewards } from './list-content';
import { listFnbCategories, listFnbs } from './list-fnbs';
import { listPricelist } from './list-pricelist';
import { listReviews } from './list-reviews';
import { listRooms } from './list-rooms';

/**
 * The public catalogue of spec 1 §7 and spec 2 §7 (no token). Answers come from the catalogue cache,
 * serialised with their contract once when the cache is filled.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, listGamesEndpoint, (request, reply) => {
    const { page, per_page } = request.query;
    return sendCached(request, reply, listGamesEndpoint, `games:${page}:${per_page}`, () =>
      listActiveGames(db, page, per_page),
    );
  });

  route(app, listFaqsEndpoint, (request, reply) =>
    sendCached(request, reply, listFaqsEndpoint, 'faqs', () => listFaqs(db)),
  );

  route(app, listConsolesEndpoint, (request, reply) =>
    sendCached(request, reply, listConsolesEndpoint, 'consoles', async () => ({
      data: await listConsoles(db),
    })),
  );

  route(app, listRoomsEndpoint, (request, reply) => {
    const consoleName = request.query.console_name || undefined;
    return sendCached(
      request,
      reply,
      listRoomsEndpoint,
      `rooms:${consoleName?.toLowerCase() ?? ''}`,
      async () => ({
        data: await listRooms(db, consoleName),
      }),
    );
  });

  route(app, listBannersEndpoint, (request, reply) =>
    sendCached(request, reply, listBannersEndpoint, 'banners', async () => ({ data: await listBanners(db) })),
  );

  route(app, listPricelistsEndpoint, (request, reply) =>
    sendCached(request, reply, listPricelistsEndpoint, 'pricelists', () => listPricelist(db)),
  );

  route(app, listCustomerReviewsEndpoint, (request, reply) => {
    const { page, per_page } = request.query;
    return sendCached(
      request,
      reply,
      listCustomerReviewsEndpoint,
      `reviews:${page}:${per_page}`,
      async () => ({
        data: await listReviews(db, page, per_page),
      }),
    );
  });

  route(app, listRewardsEndpoint, (request, reply) =>
    sendCached(request, reply, listRewardsEndpoint, 'rewards', () => listRewards(db)),
  );

  route(app, listUnitsEndpoint, (request, reply) => {
    const consoleName = request.query.console_name || undefined;
    const roomName = request.query.room_name || undefined;
    const key = `units:${consoleName?.toLowerCase() ?? ''}:${roomName?.toLowerCase() ?? ''}`;
    return sendCached(request, reply, listUnitsEndpoint, key, async () => ({
      data: await listPublicUnitsWithGames(db, { consoleName, roomName }),
    }));
  });

  route(app, listFnbsEndpoint, (request, reply) =>
    sendCached(request, reply, listFnbsEndpoint, 'fnbs', async () => ({ data: await listFnbs(db) })),
  );

  route(app, listFnbCategoriesEndpoint, (request, reply) =>
    sendCached(request, reply, listFnbCategoriesEndpoint, 'fnb-categories', async () => ({
      data: await listFnbCategories(db),
    })),
  );

  route(app, getUnitEndpoint, (request, reply) => {
    const { id } = request.params;
    const load = async () => (await listPublicUnitsWithGames(db, { unitId: id }))[0] ?? null;
    return sendCached(
      request,
      reply,
      getUnitEndpoint,
      `unit:${id}`,
      load,
      apiText('availability.unitNotFound'),
    );
  });
};
