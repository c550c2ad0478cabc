import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const API_PREFIXES = ['/api/', '/payments/', '/storage/'];

/**
 * Serves uploaded and generated images under /storage and the built SPA with history fallback:
 * a GET for an unknown non-API path that accepts HTML gets index.html; everything else is a JSON 404.
 */
export async function registerStaticFiles(app: FastifyInstance, config: Config): Promise<void> {
  mkdirSync(config.storageDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });

  const webDist = config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWebBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/, so it may be cached for good.
        const immutable = filePath.startsWith(path.join(webDist, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (hasWebBuild && wantsPage) return sendIndex(reply);
    return reply.status(404).send({ message: 'Not found' });
  });

  if (hasWebBuild) {
    app.get('/', (_request, reply) => sendIndex(reply));
  }
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}
