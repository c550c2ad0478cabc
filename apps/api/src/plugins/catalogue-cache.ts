import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { ResponseCache } from '../lib/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: ResponseCache;
  }
}

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * One cache for the public catalogue, dropped whenever the database announces a catalogue change
 * (migration 0003 triggers), whichever process or person made it.
 */
export async function registerCatalogueCache(app: FastifyInstance, database: Pick<Database, 'listen'>) {
  const cache = new ResponseCache();
  app.decorate('catalogueCache', cache);
  const unsubscribe = await database.listen(CATALOGUE_CHANNEL, () => cache.invalidate());
  app.addHook('onClose', async () => unsubscribe());
}

/**
 * Answers from the catalogue cache with an ETag; a matching If-None-Match gets 304. A load that finds
 * nothing returns null, which answers 404 with `notFoundMessage`.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
  notFoundMessage = 'Not found',
) {
  const { body, payload, etag } = await request.server.catalogueCache.get(key, load);
  if (body === 'null') throw new AppError('not_found', notFoundMessage);
  reply.header('etag', etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(payload);
}
