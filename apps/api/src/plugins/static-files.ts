import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sendEncoded } from '../lib/encoded-answers';
import { ResponseCache } from '../lib/response-cache';
import { apiText } from '../texts/local-text';
import { sayTo } from '../texts/request-language';
import { createDataDocuments } from './data-documents';
import { findWebDocuments } from './web-documents';

const API_PREFIXES = ['/api/', '/payments/', '/storage/'];

/**
 * Serves uploaded and generated images under /storage and the built SPA: each route of the web app
 * gets its own document (docs/decisions/0006, 0018: its prerendered first paint, preloads of exactly
 * its chunks and of its first API requests); a GET for an unknown non-API path that accepts HTML gets
 * the not-found page's; everything else is a JSON 404.
 */
export async function registerStaticFiles(app: FastifyInstance, config: Config): Promise<void> {
  mkdirSync(config.storageDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
    // Images are public, like the catalogue that names them: other sites and apps may show them,
    // which the same-site policy of everything else (security.ts) would block.
    setHeaders: (reply) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  const documents = findWebDocuments(config);
  if (documents) {
    const webDist = documents.dir;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes Brotli and gzip files beside the text files (max compression, once), so
      // they are not compressed again per request.
      preCompressed: true,
      cacheControl: false,
      // The renderer for Node and the templates it fills are the server's, not the browser's.
      allowedPath: (pathName) => !pathName.startsWith('/server/') && !pathName.endsWith('.data.html'),
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/, so it may be cached for good.
        const immutable = filePath.startsWith(path.join(webDist, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const documentFiles = new ResponseCache();
  const webDir = documents?.dir ?? '';
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (documents && wantsPage)
      return sendDocument(documentFiles, webDir, request, reply, documents.fallback);
    return reply.status(404).send({ message: sayTo(request, apiText('request.notFound')) });
  });

  const dataDocument = documents && createDataDocuments(app, documents);
  for (const { path: routePath, document, template } of documents?.routes ?? []) {
    app.get(routePath, async (request, reply) => {
      // Rendered for the address without a query only: the query (?page=2) may change the page.
      const withData = template && dataDocument && !request.url.includes('?');
      const page = withData ? await dataDocument({ path: routePath, template }) : null;
      if (page === null) return sendDocument(documentFiles, webDir, request, reply, document);
      return sendEncoded(
        request,
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'),
        page,
      );
    });
  }
}

/**
 * A route's built document, read once and kept with its compressed forms: the build does not change
 * under a running server (its inline scripts' hashes are in the CSP since the start, security.ts).
 */
async function sendDocument(
  documents: ResponseCache,
  dir: string,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
) {
  const cached = await documents.get(name, () => readFile(path.join(dir, name), 'utf8'), String);
  reply.header('cache-control', 'no-cache').header('etag', cached.etag).type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return sendEncoded(request, reply, cached);
}
