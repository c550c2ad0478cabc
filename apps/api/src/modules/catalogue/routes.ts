import {
  getUnitRoute,
  listBannersRoute,
  listConsolesRoute,
  listCustomerReviewsRoute,
  listFaqsRoute,
  listFnbCategoriesRoute,
  listFnbsRoute,
  listGamesRoute,
  listPricelistsRoute,
  listRewardsRoute,
  listRoomsRoute,
  listUnitsRoute,
} from '@ruangmain/domain/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../plugins/catalogue-cache';
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

  app.get('/api/public/games', { schema: listGamesRoute }, (request, reply) => {
    const { page, per_page } = request.query;
    return sendCached(request, reply, listGamesRoute, `games:${page}:${per_page}`, () =>
      listActiveGames(db, page, per_page),
    );
  });

  app.get('/api/public/faqs', { schema: listFaqsRoute }, (request, reply) =>
    sendCached(request, reply, listFaqsRoute, 'faqs', () => listFaqs(db)),
  );

  app.get('/api/public/consoles', { schema: listConsolesRoute }, (request, reply) =>
    sendCached(request, reply, listConsolesRoute, 'consoles', async () => ({ data: await listConsoles(db) })),
  );

  app.get('/api/public/rooms', { schema: listRoomsRoute }, (request, reply) => {
    const consoleName = request.query.console_name || undefined;
    return sendCached(
      request,
      reply,
      listRoomsRoute,
      `rooms:${consoleName?.toLowerCase() ?? ''}`,
      async () => ({
        data: await listRooms(db, consoleName),
      }),
    );
  });

  app.get('/api/public/banners', { schema: listBannersRoute }, (request, reply) =>
    sendCached(request, reply, listBannersRoute, 'banners', async () => ({ data: await listBanners(db) })),
  );

  app.get('/api/public/pricelists', { schema: listPricelistsRoute }, (request, reply) =>
    sendCached(request, reply, listPricelistsRoute, 'pricelists', () => listPricelist(db)),
  );

  app.get('/api/public/customer-reviews', { schema: listCustomerReviewsRoute }, (request, reply) => {
    const { page, per_page } = request.query;
    return sendCached(request, reply, listCustomerReviewsRoute, `reviews:${page}:${per_page}`, async () => ({
      data: await listReviews(db, page, per_page),
    }));
  });

  app.get('/api/public/rewards', { schema: listRewardsRoute }, (request, reply) =>
    sendCached(request, reply, listRewardsRoute, 'rewards', () => listRewards(db)),
  );

  app.get('/api/public/units', { schema: listUnitsRoute }, (request, reply) => {
    const consoleName = request.query.console_name || undefined;
    const roomName = request.query.room_name || undefined;
    const key = `units:${consoleName?.toLowerCase() ?? ''}:${roomName?.toLowerCase() ?? ''}`;
    return sendCached(request, reply, listUnitsRoute, key, async () => ({
      data: await listPublicUnitsWithGames(db, { consoleName, roomName }),
    }));
  });

  app.get('/api/public/fnbs', { schema: listFnbsRoute }, (request, reply) =>
    sendCached(request, reply, listFnbsRoute, 'fnbs', async () => ({ data: await listFnbs(db) })),
  );

  app.get('/api/public/fnb-category', { schema: listFnbCategoriesRoute }, (request, reply) =>
    sendCached(request, reply, listFnbCategoriesRoute, 'fnb-categories', async () => ({
      data: await listFnbCategories(db),
    })),
  );

  app.get('/api/public/units/:id', { schema: getUnitRoute }, (request, reply) => {
    const { id } = request.params;
    const load = async () => (await listPublicUnitsWithGames(db, { unitId: id }))[0] ?? null;
    return sendCached(request, reply, getUnitRoute, `unit:${id}`, load, 'Unit not found');
  });
};
