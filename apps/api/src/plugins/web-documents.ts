import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Config } from '../config';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The home page's document, served for `/` (docs/decisions/0006). */
const HOME_DOCUMENT = 'index.html';
/** The plain SPA document; a build without one uses index.html. */
const SHELL_DOCUMENT = 'shell.html';
/**
 * Which document each route pattern gets (docs/decisions/0018): its prerendered first paint, and
 * preloads of its chunks and first API requests. `*` is the document of an unknown path.
 */
const ROUTE_MANIFEST = 'routes.json';

const RouteManifest = z.object({
  routes: z.array(
    z.object({
      path: z.string().startsWith('/').or(z.literal('*')),
      document: z.string(),
      template: z.string().optional(),
    }),
  ),
  renderer: z.object({ module: z.string(), slot: z.string().min(1) }).optional(),
});

export type WebDocuments = {
  dir: string;
  home: string;
  /** The document of a path no route matches. */
  fallback: string;
  /**
   * Route patterns (React Router's, which Fastify reads alike) and their documents; a route served with
   * its data (docs/decisions/0025) has the `template` its rendered page goes into.
   */
  routes: Array<{ path: string; document: string; template?: string }>;
  /** The web app's renderer for Node (absolute path) and the slot of a template it fills. */
  renderer?: { module: string; slot: string };
};

/** The built web app (apps/web/dist, or WEB_DIST_DIR) and its documents; null when it is not built. */
export function findWebDocuments(config: Config): WebDocuments | null {
  const dir = config.webDistDir ?? DEFAULT_WEB_DIST;
  if (!existsSync(path.join(dir, HOME_DOCUMENT))) return null;
  const shell = existsSync(path.join(dir, SHELL_DOCUMENT)) ? SHELL_DOCUMENT : HOME_DOCUMENT;
  const manifestFile = path.join(dir, ROUTE_MANIFEST);
  // An older build has no route documents: every page but the home page starts from the shell.
  const { routes, renderer } = existsSync(manifestFile)
    ? RouteManifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : { routes: [{ path: '/', document: HOME_DOCUMENT }], renderer: undefined };
  const fallback = routes.find((route) => route.path === '*')?.document ?? shell;
  return {
    dir,
    home: HOME_DOCUMENT,
    fallback,
    routes: routes.filter((route) => route.path !== '*'),
    ...(renderer && { renderer: { module: path.join(dir, renderer.module), slot: renderer.slot } }),
  };
}

// A <script> element without a src attribute, and its text.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * `'sha256-…'` sources for the inline scripts of the built documents (theme-init, which must run
 * before the first paint), so the CSP admits exactly those and no other inline script.
 */
export function hashInlineScripts(documents: WebDocuments | null): string[] {
  if (!documents) return [];
  const hashes = new Set<string>();
  const names = [documents.home, documents.fallback, ...documents.routes.map((route) => route.document)];
  for (const name of new Set(names)) {
    const html = readFileSync(path.join(documents.dir, name), 'utf8');
    for (const [, code = ''] of html.matchAll(INLINE_SCRIPT)) {
      if (code.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}
