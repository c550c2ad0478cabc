import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { CachedResponse } from '../lib/response-cache';
import type { WebDocuments } from './web-documents';

/** What the web app's renderer for Node (apps/web/src/app/prerender.tsx) gives the server. */
type Renderer = {
  renderPageWithData: (
    path: string,
    answer: (url: string) => Promise<{ status: number; body: string }>,
  ) => Promise<{ markup: string; data: string } | null>;
};

/** The document of a route served with its data, or null when it is to be sent without. */
export type DataDocument = (route: { path: string; template: string }) => Promise<CachedResponse | null>;

/**
 * The documents of the routes served with their data (docs/decisions/0025): the route's page rendered
 * by the web app's renderer from the server's own catalogue answers, with those answers beside it.
 * Each is rendered once and kept in the catalogue cache, so it is rendered again after a change to the
 * catalogue, by whichever process or person, and never per request.
 */
export function createDataDocuments(app: FastifyInstance, documents: WebDocuments): DataDocument | null {
  const { renderer } = documents;
  if (!renderer) return null;
  let loaded: Promise<Renderer> | undefined;
  const loadRenderer = () => {
    loaded ??= import(pathToFileURL(renderer.module).href) as Promise<Renderer>;
    return loaded;
  };
  // The web app's GETs are answered in process, as if from the browser, with the catalogue cache.
  const answer = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: response.statusCode, body: response.body };
  };
  const templates = new Map<string, string>();
  const templateOf = (name: string) => {
    let template = templates.get(name);
    if (template === undefined) {
      template = readFileSync(path.join(documents.dir, name), 'utf8');
      templates.set(name, template);
    }
    return template;
  };

  return async (route) => {
    try {
      const cached = await app.catalogueCache.get(
        `document:${route.path}`,
        async () => {
          const page = await (await loadRenderer()).renderPageWithData(route.path, answer);
          // A failed answer is not kept: the next request tries again.
          if (!page) throw new Error(`${route.path}: an answer of its first data failed`);
          return templateOf(route.template)
            .replace(renderer.slot, () => page.markup)
            .replace('</body>', () => `${page.data}</body>`);
        },
        String,
      );
      return cached;
    } catch (error) {
      app.log.warn({ err: error, route: route.path }, 'the page is sent without its data');
      return null;
    }
  };
}
