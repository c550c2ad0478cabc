import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { sendEncoded } from '../lib/encoded-answers';
import { AppError } from '../lib/errors';
import { ResponseCache } from '../lib/response-cache';
import { apiText } from '../texts/local-text';

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

/** A route contract with a 200 answer: what a cached answer is serialised with. */
type CachedRoute = { response: { 200: z.ZodType } };
type Serialize = (value: unknown) => string;

// One serialiser per route contract, made on its first fill: a hit allocates nothing.
const serializers = new WeakMap<CachedRoute, Serialize>();

function findSerializer(route: CachedRoute, request: FastifyRequest): Serialize {
  let serialize = serializers.get(route);
  if (!serialize) {
    const toJson = serializerCompiler({
      schema: route.response[200],
      method: request.method,
      url: request.routeOptions.url ?? request.url,
    });
    // A load that found nothing stays `null`, answered 404 below.
    serialize = (value) => (value === null ? 'null' : toJson(value));
    serializers.set(route, serialize);
  }
  return serialize;
}

/**
 * Answers from the catalogue cache with an ETag; a matching If-None-Match gets 304. The answer is
 * serialised with the route's 200 schema once, when the entry is filled; hits write the stored bytes.
 * A load that finds nothing returns null, which answers 404 with `notFoundMessage`.
 */
export async function sendCached<Route extends CachedRoute>(
  request: FastifyRequest,
  reply: FastifyReply,
  route: Route,
  key: string,
  load: () => Promise<z.output<Route['response'][200]> | null>,
  notFoundMessage = apiText('request.notFound'),
) {
  const cached = await request.server.catalogueCache.get(key, load, findSerializer(route, request));
  if (cached.body === 'null') throw new AppError('not_found', notFoundMessage);
  reply.header('etag', cached.etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return sendEncoded(request, reply.type('application/json; charset=utf-8'), cached);
}
