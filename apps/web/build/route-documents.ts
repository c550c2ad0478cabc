// How each route's document is made from what `vite build` wrote (build/prerender-routes.ts,
// docs/decisions/0018).
import type { Rolldown } from 'vite';

/** The plain SPA document (what Vite writes as index.html), before any route's parts are added. */
export const SHELL_DOCUMENT = 'shell.html';
/** The home page's document, served for `/`; written last, so it also marks a complete build. */
export const HOME_DOCUMENT = 'index.html';
/** Which document the API serves for which route pattern. */
export const ROUTE_MANIFEST = 'routes.json';
/** Which source modules each chunk holds: what the size check (scripts/size-check.ts) reads. */
export const CHUNK_MODULES = '.vite/chunk-modules.json';

/** A route as the renderer (src/app/prerender.tsx) lists it. */
export type RouteInfo = {
  path: string;
  layout: 'main' | 'auth' | 'admin';
  moduleFile: string;
  prerender: boolean;
  /** Renders inside the query cache (src/app/query-provider.tsx), which then loads with it. */
  readsData: boolean;
  /** The API server renders its first paint with its data (docs/decisions/0025). */
  servedWithData: boolean;
};

/**
 * Where the API server finds the renderer (src/app/prerender.tsx built for Node) and, in each route
 * served with its data, the document it fills: `ROOT_SLOT` marks where the rendered page goes.
 */
export const RENDERER_DIR = 'server';
export const ROOT_SLOT = '<!--ruangmain:root-->';

export type RouteManifest = {
  routes: Array<{
    path: string;
    document: string;
    /** What the page runs first, as keys of Vite's manifest (`index.html`, `src/…`). */
    modules: string[];
    /** The document the API server renders the page with its data into, at `ROOT_SLOT`. */
    template?: string;
  }>;
  /**
   * The renderer's module (relative to the output folder) and the slot its markup fills in a route's
   * `template`, for the API server.
   */
  renderer: { module: string; slot: string };
};

// What Vite writes into the shell: the entry's script tag, its preloads, and the empty root.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\n\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const EMPTY_ROOT = '<div id="root"></div>';

type Output = Rolldown.RolldownOutput;
type Chunk = Rolldown.OutputChunk;

/** `/` → index.html; any other route → pages/<its module>.html (aliases of one module share it). */
export function documentNameOf(route: RouteInfo): string {
  if (route.path === '/') return HOME_DOCUMENT;
  return `pages/${route.moduleFile.replace(/^app\/routes\//, '').replace(/\.tsx$/, '')}.html`;
}

/** The document a route served with its data is rendered into: pages/<its module>.data.html. */
export const templateNameOf = (route: RouteInfo) => documentNameOf(route).replace(/\.html$/, '.data.html');

/** The chunk that holds the module `sourceFile` (a path ending, e.g. `src/app/routes/rent.tsx`). */
export function findChunk(output: Output, sourceFile: string): Chunk {
  const chunks = output.output.filter((file): file is Chunk => file.type === 'chunk');
  const chunk =
    chunks.find((candidate) => candidate.facadeModuleId?.endsWith(sourceFile)) ??
    chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(sourceFile)));
  if (!chunk) throw new Error(`no chunk holds ${sourceFile}`);
  return chunk;
}

/**
 * The chunks the browser needs to run `roots`: themselves and what they import statically, directly
 * or not, with their CSS.
 */
export function collectStaticImports(roots: Chunk[], output: Output): { chunks: string[]; css: string[] } {
  const byName = new Map(
    output.output
      .filter((file): file is Chunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const fileName of chunk.imports) {
      const imported = byName.get(fileName);
      if (imported) visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return { chunks: [...seen], css: [...css] };
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

type DocumentParts = {
  /** The route pattern, set on #root so the app knows whose first paint the markup is. */
  route: string;
  /** URLs of every chunk the page runs first. */
  modules: string[];
  /** URLs of the chunks the entry script itself imports. */
  entryImports: string[];
  /** URLs of the page's first API requests. */
  requests: string[];
  /** The prerendered first paint; none: the page is drawn by its JavaScript. */
  markup?: string;
};

/**
 * A route's document: the shell with every chunk of the route preloaded (after its first paint, when it
 * has one), its first API requests preloaded, and its prerendered first paint inside #root.
 */
export function createRouteDocument(
  shell: string,
  { route, modules, entryImports, requests, markup }: DocumentParts,
) {
  const entryTags = [...shell.matchAll(ENTRY_SCRIPT)];
  if (entryTags.length !== 1 || !shell.includes(EMPTY_ROOT)) {
    throw new Error(`${SHELL_DOCUMENT} does not have one entry script and an empty #root`);
  }
  // A prerendered page paints without its JavaScript: its chunks are listed on the entry's script (what
  // the size check counts) and fetched by the app's imports once the page has painted (src/app/main.tsx),
  // so they never compete with the stylesheet and the page's images (docs/decisions/0032, 0033). The
  // entry (1.5 KB, it waits for the paint) and the two small chunks it imports go at low priority,
  // behind the stylesheet. A page drawn by its JavaScript fetches every chunk at once.
  const preload = (href: string, priority = '') =>
    `\n    <link rel="modulepreload"${priority} crossorigin href="${escapeAttribute(href)}">`;
  const moduleList = markup
    ? ` fetchpriority="low" data-modules="${escapeAttribute(modules.join(' '))}"`
    : '';
  // Written before the entry's script (which starts on an indented line), each on a line of its own.
  const entryImportTags = markup
    ? entryImports.map((href) => `${preload(href, ' fetchpriority="low"').trimStart()}\n    `).join('')
    : '';
  const moduleTags = markup ? '' : modules.map((href) => preload(href)).join('');
  // As fetch() asks for them (CORS mode, same-origin credentials), so the app's request takes the answer.
  const requestTags = requests
    .map((href) => `\n    <link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  const root = `<div id="root" data-route="${escapeAttribute(route)}">${markup ?? ''}</div>`;
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      (_tag, src: string) =>
        `${entryImportTags}<script type="module" crossorigin src="${src}"${moduleList}></script>${requestTags}${moduleTags}`,
    )
    .replace(EMPTY_ROOT, () => root);
}
