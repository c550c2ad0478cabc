import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuery } from '../../lib/pagination';
import { sendCached } from '../../plugins/catalogue-cache';
import { listActiveGames, listPublicUnits, listUnitGames } from './catalogue.queries';
import { listConsoles } from './list-consoles';
import { listBanners, listFaqs, listRewards } from './list-content';
import { listFnbCategories, listFnbs } from './list-fnbs';
import { listPricelist } from './list-pricelist';
import { listReviews } from './list-reviews';
import { listRooms } from './list-rooms';

const optionalName = z
  .string()
  .trim()
  .max(100, 'The name may not be greater than 100 characters.')
  .optional();
const UnitIdParams = z.object({
  id: z.coerce.number({ message: 'The unit id must be a number.' }).int().positive().max(2_147_483_647),
});

/**
 * The public catalogue of spec 1 §7 and spec 2 §7 (no token). Answers come from the catalogue cache;
 * shapes follow the spec: `{ data }` where it says data, bare arrays where it names the items.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/public/games', { schema: { querystring: paginationQuery(15) } }, (request, reply) => {
    const { page, per_page } = request.query;
    return sendCached(request, reply, `games:${page}:${per_page}`, () => listActiveGames(db, page, per_page));
  });

  app.get('/api/public/faqs', (request, reply) => sendCached(request, reply, 'faqs', () => listFaqs(db)));

  app.get('/api/public/consoles', (request, reply) =>
    sendCached(request, reply, 'consoles', async () => ({ data: await listConsoles(db) })),
  );

  app.get(
    '/api/public/rooms',
    { schema: { querystring: z.object({ console_name: optionalName }) } },
    (request, reply) => {
      const consoleName = request.query.console_name || undefined;
      return sendCached(request, reply, `rooms:${consoleName?.toLowerCase() ?? ''}`, async () => ({
        data: await listRooms(db, consoleName),
      }));
    },
  );

  app.get('/api/public/banners', (request, reply) =>
    sendCached(request, reply, 'banners', async () => ({ data: await listBanners(db) })),
  );

  app.get('/api/public/pricelists', (request, reply) =>
    sendCached(request, reply, 'pricelists', () => listPricelist(db)),
  );

  app.get(
    '/api/public/customer-reviews',
    { schema: { querystring: paginationQuery(20) } },
    (request, reply) => {
      const { page, per_page } = request.query;
      return sendCached(request, reply, `reviews:${page}:${per_page}`, async () => ({
        data: await listReviews(db, page, per_page),
      }));
    },
  );

  app.get(
    '/api/public/rewards',
    // The public catalogue only ever lists active rewards; is_active=true is what the web app sends.
    { schema: { querystring: z.object({ is_active: z.enum(['true', 'false', '1', '0']).optional() }) } },
    (request, reply) => sendCached(request, reply, 'rewards', () => listRewards(db)),
  );

  app.get(
    '/api/public/units',
    { schema: { querystring: z.object({ console_name: optionalName, room_name: optionalName }) } },
    (request, reply) => {
      const consoleName = request.query.console_name || undefined;
      const roomName = request.query.room_name || undefined;
      const key = `units:${consoleName?.toLowerCase() ?? ''}:${roomName?.toLowerCase() ?? ''}`;
      return sendCached(request, reply, key, async () => ({
        data: await listPublicUnits(db, { consoleName, roomName }),
      }));
    },
  );

  app.get('/api/public/fnbs', (request, reply) =>
    sendCached(request, reply, 'fnbs', async () => ({ data: await listFnbs(db) })),
  );

  app.get('/api/public/fnb-category', (request, reply) =>
    sendCached(request, reply, 'fnb-categories', async () => ({ data: await listFnbCategories(db) })),
  );

  app.get('/api/public/units/:id', { schema: { params: UnitIdParams } }, (request, reply) => {
    const { id } = request.params;
    const load = async () => {
      const [unit] = await listPublicUnits(db, { unitId: id });
      return unit ? { ...unit, games: await listUnitGames(db, id) } : null;
    };
    return sendCached(request, reply, `unit:${id}`, load, 'Unit not found');
  });
};
