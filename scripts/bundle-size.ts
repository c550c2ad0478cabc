// The JavaScript each page of the built web app transfers on first load, against its budget
// (docs/decisions/0018). Read from the build: routes.json (which modules each route starts with),
// Vite's manifest (which chunks those import) and .vite/chunk-modules.json (which sources each chunk
// holds); sizes are the Brotli files the API sends.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Brotli bytes of JavaScript on first load: the goal of docs/decisions/0018. */
export const BUDGETS = {
  home: 110 * 1024,
  /** Every other customer route. */
  page: 150 * 1024,
};

/** Back-office sources (a folder named admin, back-office, staff or desk): never on a customer page. */
const BACK_OFFICE_SOURCE = /(^|\/)(admin|back-office|staff|desk)\//;
/** Back-office routes, which the customer budgets leave out. */
const BACK_OFFICE_ROUTE = /^\/admin(\/|$)/;

type ManifestChunk = { file: string; imports?: string[] };
type ViteManifest = Record<string, ManifestChunk>;
type RouteManifest = { routes: Array<{ path: string; document: string; modules: string[] }> };

export type RouteSize = {
  path: string;
  /** Chunk files (under dist/) the page runs first. */
  files: string[];
  bytes: number;
  budget: number;
  problems: string[];
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The chunk files `keys` import statically, directly or not, themselves included. */
export function collectChunks(manifest: ViteManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** What the server sends for `file`: its .br beside it, or (below the precompress threshold) Brotli of it. */
function brotliBytes(dist: string, file: string): number {
  const compressed = path.join(dist, `${file}.br`);
  if (existsSync(compressed)) return readFileSync(compressed).length;
  return brotliCompressSync(readFileSync(path.join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

/** The scripts a document loads: its module script, its modulepreloads and the chunks it lists. */
function documentScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  // A prerendered document lists its chunks on its entry's script, fetched once it has painted.
  const listed = [...html.matchAll(/<script type="module"[^>]*\sdata-modules="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '').split(' ').map((href) => href.replace(/^\//, '')),
  );
  return [...new Set([...sources, ...preloads, ...listed])].filter(
    (file): file is string => file !== undefined && file !== '',
  );
}

/**
 * Every customer route's first-load JavaScript against its budget, with what else is wrong: a document
 * that preloads other chunks than its route runs, or back-office code in a customer page's chunks.
 */
export function measureRoutes(dist: string): RouteSize[] {
  const manifest = readJson<ViteManifest>(path.join(dist, '.vite/manifest.json'));
  const { routes } = readJson<RouteManifest>(path.join(dist, 'routes.json'));
  const chunkModules = readJson<Record<string, string[]>>(path.join(dist, '.vite/chunk-modules.json'));
  return routes
    .filter((route) => !BACK_OFFICE_ROUTE.test(route.path))
    .map((route) => {
      const files = collectChunks(manifest, route.modules);
      const bytes = files.reduce((sum, file) => sum + brotliBytes(dist, file), 0);
      const budget = route.path === '/' ? BUDGETS.home : BUDGETS.page;
      const problems: string[] = [];
      if (bytes > budget) problems.push(`${kb(bytes)} is over its budget of ${kb(budget)}`);
      const scripts = documentScripts(readFileSync(path.join(dist, route.document), 'utf8'));
      const missing = files.filter((file) => !scripts.includes(file));
      const extra = scripts.filter((file) => !files.includes(file));
      if (missing.length > 0) problems.push(`${route.document} does not preload ${missing.join(', ')}`);
      if (extra.length > 0)
        problems.push(`${route.document} loads chunks the route does not: ${extra.join(', ')}`);
      for (const file of files) {
        const backOffice = (chunkModules[file] ?? []).filter((source) => BACK_OFFICE_SOURCE.test(source));
        if (backOffice.length > 0) problems.push(`${file} holds back-office code: ${backOffice.join(', ')}`);
      }
      return { path: route.path, files, bytes, budget, problems };
    });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
